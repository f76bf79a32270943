import { splitLocale } from '@/lib/i18n/locales'

import { publicPath } from './filters'

/**
 * A site path (it starts with `/`) that stays on this site when a browser follows it
 * from a `Location` header or a link, normalised; else `fallback`. Decided by the WHATWG URL parser, as browsers decide it, not by a
 * pattern: the parser drops tabs and newlines (`/<TAB>/evil.example` is
 * `//evil.example`), reads `\` as `/`, and normalises dot segments (`/.//evil.example`
 * has the path `//evil.example`), any of which turns a "path" into another host.
 */
const probe = 'http://site.invalid'

export function sitePath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback
  const url = parseOnSite(value)
  if (!url) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // The normalised path is what the browser gets: it must stay on the site once more.
  return path.startsWith('/') && !path.startsWith('//') && parseOnSite(path) ? path : fallback
}

function parseOnSite(value: string): URL | null {
  try {
    const url = new URL(value, `${probe}/a/b`)
    return url.origin === probe ? url : null
  } catch {
    return null
  }
}

/** A path on this site (`/cases`), as opposed to another site's URL or `//host/…`. */
export function isSitePath(href: string): boolean {
  return sitePath(href, '') !== ''
}

/** What `aria-current` a menu link gets: the page itself, a page inside its section, or none. */
export type CurrentState = 'page' | 'true' | undefined

/**
 * Where a menu link stands relative to the page being shown. `pathname` is the page's
 * path as the browser sees it (`/en/cases`) or as it was prerendered (`/nl/cases/filter/ecommerce`):
 * both must give the same answer, or hydration would disagree with the server HTML.
 * `target` is the link's locale-free path (`/cases`); links to a fragment (`/#diensten`)
 * point into a page, so they are never "current".
 */
export function currentState(pathname: string, target: string): CurrentState {
  if (target.includes('#') || !isSitePath(target)) return undefined
  const path = publicPath(splitLocale(pathname).path).split('?')[0] ?? '/'
  if (path === target) return 'page'
  if (target !== '/' && path.startsWith(`${target}/`)) return 'true'
  return undefined
}
