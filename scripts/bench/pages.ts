/** The pages both benchmarks measure, and the settings that pick pages and runs. */
import type { LcpKind } from './budgets.ts'

/**
 * `lcp`: the kind of the page's LCP element on a phone (text unless said), for its budget.
 * `noindex`: the page must not be indexed (seo.spec.ts proves it is not), so its SEO
 * score leaves out Lighthouse's is-crawlable audit, which fails it for exactly that.
 */
export type Page = { name: string; path: string; lcp?: LcpKind; noindex?: boolean }

export const PAGES: readonly Page[] = [
  { name: 'home', path: '/' },
  { name: 'case', path: '/cases/gaivota', lcp: 'image' },
  { name: 'post', path: '/blogs/core-web-vitals-uitgelegd', lcp: 'image' },
  { name: 'service', path: '/services/ecommerce' },
  { name: 'faq', path: '/faq' },
  { name: 'contact', path: '/contact' },
  // Rendered per request (issue 37): its TTFB is printed with the LCP's parts.
  { name: 'search', path: '/zoeken?q=webshop', noindex: true },
]

/** BENCH_PAGES picks pages by name; an entry starting with `/` is measured as it is. */
export function selectedPages(): Page[] {
  const wanted = process.env.BENCH_PAGES?.split(',').map((entry) => entry.trim())
  if (!wanted?.length || wanted.every((entry) => !entry)) return [...PAGES]
  return wanted.filter(Boolean).map((entry) => {
    const page = entry.startsWith('/')
      ? { name: entry, path: entry }
      : PAGES.find(({ name }) => name === entry)
    if (!page) throw new Error(`BENCH_PAGES: unknown page ${entry} (${PAGES.map((p) => p.name)})`)
    return page
  })
}

export function runCount(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1')
  return runs
}
