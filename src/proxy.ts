import escapeHtml from 'escape-html'
import { NextResponse, type NextRequest } from 'next/server'

import { formText } from '@/lib/http/bodyEncoding'
import { catalogues } from '@/lib/i18n/catalogues'

import {
  defaultLocale,
  isLocale,
  localeCookie,
  type Locale,
  localeSwitchParam,
  localizePath,
  splitLocale,
} from '@/lib/i18n/locales'
import { redirectFor, redirectRules } from '@/lib/routes/redirects'
import { sitePath } from '@/lib/routes/links'
import {
  buildDraftModeId,
  knownPaths,
  notFoundKind,
  prerenderedNotFound,
} from '@/lib/routes/registry'
import { isResultPage, perRequestPages } from '@/lib/routes/resultPages'
import { refuseSearch } from '@/lib/search/gate'
import { adminContentSecurityPolicy, contentSecurityPolicy } from '@/lib/securityHeaders'
import { sessionCookie, staffViewPath } from '@/lib/staffBar'
import { siteUrl } from '@/lib/site'

/**
 * Every request for a page, and the admin's, is decided here, before anything answers it
 * (rule 2 of the serving path; the server entry answers no page itself):
 * - the script policy of what renders per request: the admin, a preview, a form posted
 *   without JavaScript get a fresh nonce, which Next.js puts on its own scripts.
 *   Prerendered pages carry the policy stored with them (src/pagePass/pageStore.ts), so
 *   nothing is set here for them, and no page gets two policies;
 * - language preference (spec §4): a language link (`?switch-locale=en`) stores the
 *   choice in the 365-day cookie, so switching works without JavaScript too;
 *   `/nl/...` is not a public URL: Dutch lives unprefixed; an unprefixed (Dutch) URL
 *   follows a stored English or French preference. Prefixed URLs are explicit and
 *   always honoured;
 * - the editors' redirects, and the localized 404 of an unknown path;
 * - staff's pages: a request with Payload's session cookie goes to the staff view, which
 *   adds the "edit this page" bar for a session Payload accepts (src/server/staffView.ts).
 * Redirects name the site's own address (SITE_URL), never the Host a client sent.
 */
export async function proxy(request: NextRequest) {
  if (/^\/admin(?:\/|$)/.test(request.nextUrl.pathname)) {
    return renderedPerRequest(request, adminContentSecurityPolicy)
  }
  if (!isPageMethod(request)) {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
  }
  if (request.method === 'POST') {
    const refusal = await refuseBrokenActionPost(request)
    if (refusal) return refusal
  }
  const { pathname, searchParams } = request.nextUrl
  const { locale: urlLocale, path, prefixed } = splitLocale(pathname)

  // A file-like address (`/oude-pagina.html`, `/index.php`, the site's own `robots.txt`)
  // gets the editors' redirects and nothing else: no language redirect, no 404 of ours.
  if (isFileLike(pathname)) {
    const redirect = redirectFor(await redirectRules(), path, urlLocale, prefixed)
    if (redirect) return redirectTo(request, redirect.location, redirect.status)
    return NextResponse.next()
  }

  const switchTo = searchParams.get(localeSwitchParam)
  if (switchTo !== null) {
    const target = isLocale(switchTo) ? switchTo : urlLocale
    const response = redirectTo(request, localizePath(path, target), 303)
    if (isLocale(switchTo)) {
      response.cookies.set(localeCookie.name, switchTo, {
        maxAge: localeCookie.maxAgeSeconds,
        path: '/',
        sameSite: 'lax',
      })
    }
    return response
  }

  if (prefixed && urlLocale === defaultLocale) {
    return redirectTo(request, path, 308)
  }

  const preferred = request.cookies.get(localeCookie.name)?.value
  if (!prefixed && isLocale(preferred) && preferred !== defaultLocale) {
    return redirectTo(request, localizePath(path, preferred), 307)
  }

  // Redirects editors manage in the admin (and the ones a changed slug leaves).
  const redirect = redirectFor(await redirectRules(), path, urlLocale, prefixed)
  if (redirect) return redirectTo(request, redirect.location, redirect.status)

  const searchRefusal = await refuseSearch(request.nextUrl, request.headers)
  if (searchRefusal) return new NextResponse(searchRefusal.body, searchRefusal.init)
  const known = await knownPaths()
  const clean = path.replace(/(.)\/$/, '$1')
  // In an editor's preview a draft that was never published is a page too. Only the
  // cookie of this build counts (a forged one would force a render of every unknown
  // URL); whether its holder is still staff is checked by the render (server/preview.ts).
  const previewing = isDraftCookie(request.cookies.get('__prerender_bypass')?.value)
  // A preview, a form's answer without JavaScript and the search results are rendered
  // now, not read from the cache.
  if (previewing || request.method === 'POST' || perRequestPages.includes(clean)) {
    return renderedPerRequest(request, pagePolicy)
  }
  if (known && !known.has(clean) && !isResultPage(clean)) {
    const notFound = prerenderedNotFound(urlLocale, notFoundKind(path))
    if (notFound) {
      return new NextResponse(notFound.html, {
        status: 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': notFound.policy,
        },
      })
    }
  }
  // Staff see the page with their bar (issue 27), decided like a visitor's up to here.
  if (isStaffCandidate(request)) return NextResponse.rewrite(staffViewUrl(request))
  return NextResponse.next()
}

/**
 * A GET with Payload's session cookie: the staff view checks the session
 * (src/server/staffView.ts); without the cookie nothing is asked. Next.js hides its RSC
 * headers from the proxy, so a client-side navigation comes here too; the staff view
 * tells them apart.
 */
function isStaffCandidate(request: NextRequest): boolean {
  return request.method === 'GET' && request.cookies.has(sessionCookie)
}

/** The staff view of this page, on this server (never on the Host the client sent). */
function staffViewUrl(request: NextRequest): URL {
  const url = request.nextUrl.clone()
  const { pathname, search } = request.nextUrl
  url.pathname = staffViewPath
  url.search = `?${new URLSearchParams({ path: pathname + search })}`
  return url
}

/** The site's page policy with these script sources, for this deployment's settings. */
const pagePolicy = (scripts: readonly string[]) => contentSecurityPolicy(scripts)

/**
 * A request Next.js will render now, not answer from its cache: its policy gets a fresh
 * nonce, given to Next.js in the request's own policy header (Next.js puts it on every
 * script it writes) and sent with the answer.
 */
function renderedPerRequest(
  request: NextRequest,
  policyWith: (scripts: readonly string[]) => string,
): NextResponse {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
  const policy = policyWith([`'nonce-${nonce}'`])
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** The last segment has a dot: a file's address rather than a page's. */
function isFileLike(pathname: string): boolean {
  return /\.[^/]*$/.test(pathname)
}

function isDraftCookie(value: string | undefined): boolean {
  const expected = buildDraftModeId()
  return value !== undefined && (expected === null || value === expected)
}

/**
 * Pages answer GET and HEAD, and POST as a browser without JavaScript submits a form's
 * server action (multipart, src/server/forms/actions.ts). Any other POST is refused
 * here: Next.js would try to read it as a server action, and a broken body gave a 500.
 */
function isPageMethod(request: NextRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true
  const type = request.headers.get('content-type') ?? ''
  return (
    request.method === 'POST' &&
    type.toLowerCase().startsWith('multipart/form-data') &&
    !request.headers.has('next-action')
  )
}

/**
 * Next.js answers a server-action post it cannot read, or one from another origin, with
 * a 500. Those are the client's mistakes (or a forgery): 400 and 403 here, before Next
 * sees them. Next reads the parts leniently (bytes that are not UTF-8 become U+FFFD, a
 * part's coding is ignored) and the action would store what it made of them, so a post
 * that is not plain UTF-8 text is refused here too (400, or 415 for a coding). The
 * proxy reads a copy of the body; Next still gets the original.
 */
async function refuseBrokenActionPost(request: NextRequest): Promise<NextResponse | null> {
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!origin || !host || hostOf(origin) !== host) {
    return new NextResponse(null, { status: 403 })
  }
  const type = request.headers.get('content-type') ?? ''
  try {
    const read = formText(
      new Uint8Array(await request.arrayBuffer()),
      type,
      request.headers.get('content-encoding'),
    )
    if ('problem' in read) {
      return unreadablePost(request, read.problem === 'unsupportedEncoding' ? 415 : 400)
    }
    const form = await new Response(read.text, { headers: { 'content-type': type } }).formData()
    if ([...form.keys()].some((name) => name.startsWith('$ACTION_'))) return null
  } catch {
    // not readable as a form
  }
  return unreadablePost(request, 400)
}

/** A short page in the language of the page posted to, with the way back to it. */
function unreadablePost(request: NextRequest, status: 400 | 415): NextResponse {
  const locale: Locale = splitLocale(request.nextUrl.pathname).locale
  const text = escapeHtml(catalogues[locale].forms.errors.malformed)
  const back = escapeHtml(request.nextUrl.pathname)
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${text}</title><p>${text}</p><p><a href="${back}">${back}</a></p></html>`
  return new NextResponse(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pagePolicy([]),
    },
  })
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * A redirect on the site's own address (SITE_URL; a local trial's own), never on the
 * Host or X-Forwarded-Host a request names: a client must not be able to send a visitor
 * elsewhere through the site's redirects.
 */
function redirectTo(request: NextRequest, location: string, status: number) {
  // Only an editor's redirect names another site; a path from the request stays here.
  const external = /^https?:\/\//.test(location)
  const path = external ? location : sitePath(location)
  const target = new URL(path, `${siteUrl()}/`)
  const params = new URLSearchParams(request.nextUrl.searchParams)
  params.delete(localeSwitchParam)
  // A redirect to another site keeps its own query.
  if (!external) target.search = params.toString()
  const response = NextResponse.redirect(target, status)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const config = {
  // Leave Payload's API, Next internals, the detection endpoint, form handlers, the
  // health endpoints (asked every second by the edge), the preview switch (it must reach
  // its route, not a Dutch page), the staff view (this proxy sends requests there, decided)
  // and the visitor-insight beacon alone: whole first
  // segments only, so `/api-koppelingen` is a page like any other. The admin comes here
  // for its policy only. File-like paths do come here, for the editors' redirects.
  matcher: [
    '/((?!(?:api|_next|_vercel|locale-detection|forms|preview|health|insight|staff-view)(?:/|$)).*)',
  ],
}
