import type { Payload, PayloadRequest } from 'payload'

import { isRoutedCollection, recordPath } from '@/lib/editorial'
import { defaultLocale } from '@/lib/i18n/locales'
import { normalizePath, writeRedirectRules, type RedirectRule } from '@/lib/routes/redirects'
import { writeKnownPaths } from '@/lib/routes/registry'

/** The routed collections, each with the order its pages are listed in. */
const routed = {
  'case-studies': 'order',
  'blog-posts': '-date',
  services: 'order',
  'digital-marketing-services': 'order',
  pages: undefined,
} as const

/**
 * Every published page as a locale-free path: the sitemap, the share cards and the proxy's
 * list of known paths (src/lib/routes/registry.ts) use it. Read through the Payload
 * instance (and, from a hook, the request's transaction) that asks.
 */
export async function publicPaths(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const slugs = async (collection: keyof typeof routed) => {
    const { docs } = await payload.find({
      collection,
      locale: defaultLocale,
      depth: 0,
      pagination: false,
      select: { slug: true },
      sort: routed[collection],
      // Drafts and unpublished records are not pages a visitor can reach.
      where: { _status: { equals: 'published' } },
      req,
    })
    return docs.map((doc) => doc.slug)
  }
  const [cases, posts, services, subs, pages] = await inTurnWithin(req, [
    () => slugs('case-studies'),
    () => slugs('blog-posts'),
    () => slugs('services'),
    () => slugs('digital-marketing-services'),
    () => slugs('pages'),
  ])
  return [
    '/',
    '/contact',
    '/cases',
    ...cases.map((slug) => `/cases/${slug}`),
    '/over-ons',
    '/blogs',
    ...posts.map((slug) => `/blogs/${slug}`),
    '/faq',
    ...services.map((slug) => `/services/${slug}`),
    ...subs.map((slug) => `/services/digital-marketing/${slug}`),
    ...pages.map((slug) => `/${slug}`),
  ]
}

/**
 * Runs database reads side by side through the pool, or one after the other inside a
 * request's transaction: a transaction is one PostgreSQL connection, and a query sent
 * while it is busy is queued by pg 8 with a deprecation warning and refused by pg 9.
 */
export async function inTurnWithin<T extends unknown[]>(
  req: PayloadRequest | undefined,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!req?.transactionID) return Promise.all(reads.map((read) => read())) as Promise<T>
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as T
}

/** Where a redirect of the admin leads: a published record's path, or a URL; null when nowhere. */
type RedirectDoc = {
  from: string
  type?: string | null
  to?: {
    type?: string | null
    url?: string | null
    reference?: { relationTo: string; value: unknown } | null
  }
}

export function redirectTarget(doc: RedirectDoc): { to: string; toRecord: boolean } | null {
  const target = doc.to
  if (target?.type === 'custom') {
    const url = target.url?.trim()
    if (!url) return null
    return url.startsWith('/')
      ? { to: normalizePath(url), toRecord: false }
      : { to: url, toRecord: false }
  }
  const reference = target?.reference
  const record = reference?.value as { slug?: unknown; _status?: unknown } | null | undefined
  if (!reference || !isRoutedCollection(reference.relationTo) || typeof record !== 'object')
    return null
  if (typeof record?.slug !== 'string' || record._status !== 'published') return null
  return { to: recordPath(reference.relationTo, record.slug), toRecord: true }
}

/** The redirects as the proxy answers them; none over a published page, none to nowhere. */
export async function redirectRules(
  payload: Payload,
  livePaths: ReadonlySet<string>,
  req?: PayloadRequest,
): Promise<RedirectRule[]> {
  const { docs } = await payload.find({ collection: 'redirects', depth: 1, pagination: false, req })
  return docs.flatMap((doc) => {
    const from = normalizePath(doc.from)
    const target = redirectTarget(doc as RedirectDoc)
    if (!target || livePaths.has(from)) return []
    return [{ from, ...target, permanent: doc.type !== '302' }]
  })
}

/**
 * Rewrites what the proxy knows of the site's URLs from the database: the published
 * pages (unknown paths get the localized 404) and the redirects.
 */
export async function refreshRouting(payload: Payload, req?: PayloadRequest): Promise<void> {
  const paths = await publicPaths(payload, req)
  await writeKnownPaths(paths)
  await writeRedirectRules(await redirectRules(payload, new Set(paths), req))
}
