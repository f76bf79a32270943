import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale } from '@/lib/i18n/locales'
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
 * Every public page as a locale-free path: the sitemap, the share cards and the proxy's
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
      req,
    })
    return docs.map((doc) => doc.slug)
  }
  const [cases, posts, services, subs, pages] = await Promise.all([
    slugs('case-studies'),
    slugs('blog-posts'),
    slugs('services'),
    slugs('digital-marketing-services'),
    slugs('pages'),
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

/** Rewrites the proxy's list of known paths from the database. */
export async function refreshKnownPaths(payload: Payload, req?: PayloadRequest): Promise<void> {
  writeKnownPaths(await publicPaths(payload, req))
}
