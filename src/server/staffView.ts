import 'server-only'

import { NextRequest } from 'next/server'
import type { CollectionSlug } from 'payload'

import { payloadClient } from '@/cms/client'
import { hasRole, staffRoles } from '@/lib/roles'
import {
  adminLanguageCookie,
  cookieValue,
  publicPage,
  sessionCookie,
  staffBar,
  staffLinks,
  withStaffBar,
  type PublicPage,
} from '@/lib/staffBar'

/**
 * The staff view (issue 27): a page request that carries Payload's session cookie, sent
 * here by the proxy (src/proxy.ts) once it has decided the request as it decides a
 * visitor's (languages, redirects, 404s). The page is the visitors' own, fetched from
 * this server without the request's cookies, so it is the copy Next.js's cache holds;
 * the bar is added only when Payload accepts the session and the account has a staff
 * role. A forged or expired cookie gets the visitors' page as it came. The page with the
 * bar is personal: private, no-store, without the visitors' validators.
 */
export async function staffView(request: Request): Promise<Response> {
  const target = pageUrl(new URL(request.url).searchParams.get('path'))
  const page = target && publicPage(target.pathname + target.search)
  // Not an address of the site: only the proxy sends requests here, with the cookie, as
  // the proxy reads it (an empty or undecodable value is still sent here, and gets the page).
  const sent = new NextRequest(request).cookies.has(sessionCookie)
  if (!target || !page || !sent) return new Response(null, { status: 404 })
  // A client-side navigation or prefetch (Next.js's router asks for the page's data, RSC)
  // gets no data: the router then loads the page whole (its fallback for an answer that
  // is not RSC), so the bar always names the page shown, never the one before.
  if (request.headers.has('rsc')) return new Response(null, { status: 204, headers: personal })
  const [visitorsPage, bar] = await Promise.all([
    fetch(target, {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'identity' },
      redirect: 'manual',
    }).catch((error: unknown) => {
      console.error('The staff view could not fetch the page.', error)
      return null
    }),
    barFor(request.headers, page),
  ])
  // This server did not answer itself (stopping): as busy, for the edge to try again.
  if (!visitorsPage) {
    return new Response(null, { status: 503, headers: { ...personal, 'Retry-After': '1' } })
  }
  const type = visitorsPage.headers.get('content-type') ?? ''
  if (!bar || visitorsPage.status !== 200 || !type.includes('text/html')) {
    return passedOn(visitorsPage, visitorsPage.body)
  }
  const html = withStaffBar(await visitorsPage.text(), bar)
  const answer = passedOn(visitorsPage, html)
  answer.headers.set('Cache-Control', personal['Cache-Control'])
  answer.headers.delete('etag')
  answer.headers.delete('last-modified')
  return answer
}

/**
 * Where this server reaches itself (server.ts announces it; `next dev` has none), never
 * the Host a client sent; a `path` that names another origin is no page of ours.
 */
function pageUrl(path: string | null): URL | null {
  const origin = process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  if (!path?.startsWith('/')) return null
  try {
    const url = new URL(path, origin)
    return url.origin === new URL(origin).origin ? url : null
  } catch {
    return null
  }
}

/** The bar for a verified staff session, or null (not staff, or the check failed). */
async function barFor(headers: Headers, page: PublicPage) {
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers })
    if (!user || !hasRole(user, ...staffRoles)) return null
    let id: number | string | null = null
    if (page.source.kind === 'record') {
      // With the account's own access: the bar names only what it may read.
      const found = await payload.find({
        collection: page.source.collection as CollectionSlug,
        where: { slug: { equals: page.source.slug } },
        locale: page.locale,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        user,
      })
      id = found.docs[0]?.id ?? null
    }
    const language = cookieValue(headers.get('cookie') ?? undefined, adminLanguageCookie)
    return staffBar(staffLinks(page, id), language)
  } catch (error) {
    console.error('The staff bar was left out: its session check failed.', error)
    return null
  }
}

const personal = { 'Cache-Control': 'private, no-store' }

/** Headers of one hop, or of the visitors' copy, that the answer must not repeat. */
const notPassedOn = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']

function passedOn(from: Response, body: BodyInit | null): Response {
  const headers = new Headers(from.headers)
  for (const name of notPassedOn) headers.delete(name)
  return new Response(body, { status: from.status, headers })
}
