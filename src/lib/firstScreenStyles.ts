/**
 * The first screen's CSS of the search results page, made by the build
 * (scripts/pass-pages.ts) and read by its layout (src/server/pages/searchLayout.ts). The
 * page is rendered per request, so the build's page pass never sees it; the build renders
 * it once per language instead, passes it as it passes every prerendered page, and keeps
 * what the pass inlined and the stylesheets it moved after the content.
 */
export type FirstScreenStyles = { css: string; stylesheets: readonly string[] }

/** Where in the build's folder (distDir) they are kept, by language. */
export const firstScreenStylesFile = 'search-first-screen.json'

/** Reads the kept file's text; null for anything but a well-formed entry per language. */
export function parseFirstScreenStyles(
  text: string,
  locales: readonly string[],
): Record<string, FirstScreenStyles> | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (!data || typeof data !== 'object') return null
  const entries = data as Record<string, unknown>
  const result: Record<string, FirstScreenStyles> = {}
  for (const locale of locales) {
    const entry = entries[locale] as { css?: unknown; stylesheets?: unknown } | undefined
    if (
      typeof entry?.css !== 'string' ||
      !Array.isArray(entry.stylesheets) ||
      !entry.stylesheets.every(
        (href) => typeof href === 'string' && href.startsWith('/_next/static/'),
      )
    ) {
      return null
    }
    result[locale] = { css: entry.css, stylesheets: entry.stylesheets as string[] }
  }
  return result
}
