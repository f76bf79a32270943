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
import { isResultPage } from '@/lib/routes/resultPages'
import { contentSecurityPolicy } from '@/lib/securityHeaders'

/**
 * Language preference on the server (spec §4):
 * - a language link (`?switch-locale=en`) stores the choice in the 365-day cookie,
 *   so switching works without JavaScript too;
 * - `/nl/...` is not a public URL: Dutch lives unprefixed;
 * - an unprefixed (Dutch) URL follows a stored English or French preference.
 * Prefixed URLs are explicit and always honoured. Redirects carry a relative
 * `Location`, so they are right whatever host the server is bound to.
 */
export async function proxy(request: NextRequest) {
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
    return withPolicy(NextResponse.next())
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

  const known = await knownPaths()
  const clean = path.replace(/(.)\/$/, '$1')
  // In an editor's preview a draft that was never published is a page too. Only the
  // cookie of this build counts (a forged one would force a render of every unknown
  // URL); whether its holder is still staff is checked by the render (server/preview.ts).
  const previewing = isDraftCookie(request.cookies.get('__prerender_bypass')?.value)
  if (known && !previewing && !known.has(clean) && !isResultPage(clean)) {
    const html = prerenderedNotFound(urlLocale, notFoundKind(path))
    if (html) {
      return withPolicy(
        new NextResponse(html, {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
      )
    }
  }
  return withPolicy(NextResponse.next())
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
  return withPolicy(
    new NextResponse(html, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    }),
  )
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

// The deployment's environment, read once when the server loads this module.
const policy = contentSecurityPolicy()

/** Every page this proxy serves or passes on carries the site's content security policy. */
function withPolicy(response: NextResponse) {
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * Redirects on the host the visitor used (the Host header), not the one the server
 * is bound to, so it works behind a proxy and on 127.0.0.1 alike.
 */
function redirectTo(request: NextRequest, location: string, status: number) {
  // Only an editor's redirect names another site; a path from the request stays here.
  const external = /^https?:\/\//.test(location)
  const path = external ? location : sitePath(location)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const protocol =
    request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  const target = new URL(path, host ? `${protocol}://${host}` : request.url)
  const params = new URLSearchParams(request.nextUrl.searchParams)
  params.delete(localeSwitchParam)
  // A redirect to another site keeps its own query.
  if (!external) target.search = params.toString()
  const response = NextResponse.redirect(target, status)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const config = {
  // Leave Payload, Next internals, the detection endpoint, form handlers, the health
  // endpoints (asked every second by the edge) and the preview
  // switch (it must reach its route, not a Dutch page) alone: whole first segments
  // only, so `/api-koppelingen` is a page like any other. File-like paths do come
  // here, for the editors' redirects (see isFileLike).
  matcher: [
    '/((?!(?:api|admin|_next|_vercel|locale-detection|forms|preview|health|insight)(?:/|$)).*)',
  ],
}
