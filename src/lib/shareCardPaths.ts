import type { Locale } from '@/lib/i18n/locales'

/*
 * Addresses of the generated share cards (src/app/og). Kept free of CMS imports:
 * the revalidation hooks, which the collections load, use them too.
 */

/** Size of a generated share card: what Facebook, LinkedIn and X show at full width. */
export const shareCardSize = { width: 1200, height: 630 } as const
const shareCardFile = 'image.png'

/**
 * Where the generated share card of a locale-free page path lives:
 * `/og/{locale}{path}/image.png` (served by src/app/og). A filter in the query
 * shares the card of its overview. The dot keeps the URL out of the Dutch rewrite
 * and the proxy, like any file.
 */
export function shareCardPath(path: string, locale: Locale): string {
  const [page = ''] = path.split('?')
  return `/og/${locale}${page.replace(/\/+$/, '')}/${shareCardFile}`
}

/** The route segments after `/og/{locale}` of a page's card. */
export function shareCardSegments(path: string): string[] {
  return [...path.split('/').filter(Boolean), shareCardFile]
}

/** The locale-free page path of card route segments, or null when they name no card. */
export function pageOfShareCard(segments: readonly string[]): string | null {
  if (segments.at(-1) !== shareCardFile) return null
  return `/${segments.slice(0, -1).join('/')}`
}

/** What the generated share card of a page says: its heading, a line naming the kind, the brand. */
export type ShareCardText = {
  brand: string
  eyebrow?: string | null
  title: string
  tagline?: string | null
}
