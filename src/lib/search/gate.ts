/**
 * What the proxy asks of a request for the results page before Next.js renders it (a
 * page cannot choose its own status): a query that is not UTF-8 gets 400, a client
 * past its search limit 429, each with a page in the visitor's language (the page of
 * this build, with the site's header and footer; a short one without a build).
 */
import escapeHtml from 'escape-html'

import { requestClientAddress } from '@/lib/http/clientAddress'
import { catalogues } from '@/lib/i18n/catalogues'
import { localizePath, splitLocale, type Locale } from '@/lib/i18n/locales'
import { takeSearch } from '@/lib/rateLimit'
import { prerenderedPage } from '@/lib/routes/registry'
import { searchPages } from '@/lib/routes/resultPages'
import { contentSecurityPolicy } from '@/lib/securityHeaders'

/** An answer for the proxy to send instead of the page. */
export type SearchRefusal = { body: string; init: ResponseInit }

const hexPair = /^[0-9a-fA-F]{2}$/

/**
 * Whether a query string is UTF-8 text once decoded. A `%` that starts no escape is the
 * character itself, as URLSearchParams reads it; `%FF` or a lone `%C3` is not text.
 * Next.js re-encodes the URL before the proxy and the routes see it, decoding such
 * bytes to U+FFFD (the replacement character, which no visitor types): that counts as
 * not text too.
 */
export function isUtf8Query(rawSearch: string): boolean {
  if (/%EF%BF%BD/i.test(rawSearch) || rawSearch.includes('\uFFFD')) return false
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (let i = 0; i < rawSearch.length; i++) {
    const pair = rawSearch.slice(i + 1, i + 3)
    if (rawSearch[i] === '%' && hexPair.test(pair)) {
      bytes.push(parseInt(pair, 16))
      i += 2
    } else {
      const codePoint = rawSearch.codePointAt(i) ?? 0
      const character = String.fromCodePoint(codePoint)
      bytes.push(...encoder.encode(character))
      i += character.length - 1
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes))
    return true
  } catch {
    return false
  }
}

function refusal(
  locale: Locale,
  status: 400 | 429,
  headers: Record<string, string> = {},
): SearchRefusal {
  const page = status === 400 ? searchPages.invalid : searchPages.tooMany
  const texts = catalogues[locale].search[status === 400 ? 'invalid' : 'tooMany']
  const back = escapeHtml(localizePath(searchPages.results, locale))
  const prerendered = prerenderedPage(locale, page)
  const body =
    prerendered?.html ??
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="${back}">${escapeHtml(texts.link)}</a></p></html>`
  return {
    body,
    init: {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        // The page's own policy, as stored with it (the short page runs no script).
        'Content-Security-Policy': prerendered?.policy ?? contentSecurityPolicy(),
        ...headers,
      },
    },
  }
}

/**
 * The refusal for a request of the results page, or null to render it. Every search
 * (a non-empty `q`) counts against the client's limit, keyed by the address the server
 * entry settled (never a header the client chose).
 */
export async function refuseSearch(
  url: { pathname: string; search: string },
  headers: Headers,
): Promise<SearchRefusal | null> {
  const { locale, path } = splitLocale(url.pathname)
  if (path.replace(/(.)\/$/, '$1') !== searchPages.results) return null
  if (!isUtf8Query(url.search)) return refusal(locale, 400)
  const query = new URLSearchParams(url.search).get('q') ?? ''
  if (!query.trim()) return null
  const wait = await takeSearch(requestClientAddress(headers))
  return wait > 0 ? refusal(locale, 429, { 'Retry-After': String(wait) }) : null
}
