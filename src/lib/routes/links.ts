import { splitLocale } from '@/lib/i18n/locales'

import { publicPath } from './filters'

/** A path on this site (`/cases`), as opposed to another site's URL or `//host/…`. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
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
