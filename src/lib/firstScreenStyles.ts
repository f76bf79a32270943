/**
 * The first screen's CSS of the search results page, made by the build
 * (scripts/pass-pages.ts) and read by its layout (src/server/pages/searchLayout.ts). The
 * page is rendered per request, so the build's page pass never sees it; the build renders
 * it once per language instead, passes it as it passes every prerendered page, and keeps
 * what the pass inlined and the stylesheets it moved after the content.
 */
import { z } from './forms/zod.ts'

export type FirstScreenStyles = { css: string; stylesheets: readonly string[] }

/** Where in the build's folder (distDir) they are kept, by language. */
export const firstScreenStylesFile = 'search-first-screen.json'

const entry = z.object({
  css: z.string(),
  stylesheets: z.array(z.string().startsWith('/_next/static/')),
})

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
  const schema = z.object(Object.fromEntries(locales.map((locale) => [locale, entry])))
  const parsed = schema.safeParse(data)
  return parsed.success ? (parsed.data as Record<string, FirstScreenStyles>) : null
}
