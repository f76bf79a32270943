import { blogCategories, caseServiceKeys } from '../serviceKeys'

/**
 * Overview filters: public URL `/{listing}?{key}={value}`, served by the prerendered
 * page `/{listing}/{segment}/{value}` (next.config.ts rewrites one to the other).
 */
export const overviewFilters = [
  { listing: 'cases', key: 'service', segment: 'filter', values: caseServiceKeys },
  { listing: 'blogs', key: 'category', segment: 'category', values: blogCategories },
] as const

/** The public URL of a (locale-free) page path: filter pages back to their query form. */
export function publicPath(path: string): string {
  for (const { listing, key, segment } of overviewFilters) {
    const match = new RegExp(`^/${listing}/${segment}/([a-z-]+)$`).exec(path)
    if (match) return `/${listing}?${key}=${match[1]}`
  }
  return path
}
