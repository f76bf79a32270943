/**
 * The search results page as a visitor gets it, rendered once per language by the build
 * it is part of, for the first-screen CSS the build keeps for it (src/lib/firstScreenStyles.ts).
 * Two queries: one with results (count, result list, pager) and one too long that finds
 * nothing (the note that it was cut, the empty state with the main pages). What a query
 * finds depends on the content (in the seed, `webshop` has no French page), so each
 * language's template is its own page with the `<main>` of every language's pages joined
 * into it: the CSS covers the first screen of any of them, and the rules that depend on
 * the page's language (`[lang=…]`) are its own.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { localizePath } from '../../src/lib/i18n/locales.ts'
import { searchPages } from '../../src/lib/routes/resultPages.ts'

const queries = ['marketing', 'qzx '.repeat(60)]

/** The first page with the other pages' `<main>` content added to its own. */
export function joinedMains(pages: readonly string[]): string {
  const [first, ...others] = pages
  if (first === undefined) throw new Error('No page to join.')
  const contents = others.map((page) => {
    const start = page.indexOf('>', page.indexOf('<main')) + 1
    const end = page.lastIndexOf('</main>')
    if (start <= 0 || end < start) throw new Error('A page has no <main>.')
    return page.slice(start, end)
  })
  const end = first.lastIndexOf('</main>')
  if (end < 0) throw new Error('The page has no <main>.')
  return first.slice(0, end) + contents.join('') + first.slice(end)
}

/** The joined template per language, rendered by this build (Next.js in this process). */
export async function searchTemplates(locales: readonly string[]): Promise<Record<string, string>> {
  Object.assign(process.env, { NODE_ENV: 'production', SEARCH_TEMPLATES: '1' })
  const { default: next } = await import('next')
  const app = next({ dev: false })
  await app.prepare()
  const handle = app.getRequestHandler()
  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const rendered: Record<string, string[]> = {}
    for (const locale of locales) {
      rendered[locale] = []
      for (const q of queries) {
        const url = `http://127.0.0.1:${port}${localizePath(searchPages.results, locale as never)}?${new URLSearchParams({ q })}`
        const response = await fetch(url)
        if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`)
        rendered[locale].push(await response.text())
      }
    }
    const all = Object.values(rendered).flat()
    if (!all.some((page) => page.includes('class="search-pager"'))) {
      console.warn(
        `No search template has a pager (queries: ${queries[0]}): its rules arrive with the stylesheet.`,
      )
    }
    return Object.fromEntries(
      locales.map((locale) => {
        const own = rendered[locale] ?? []
        return [locale, joinedMains([...own, ...all.filter((page) => !own.includes(page))])]
      }),
    )
  } finally {
    server.closeAllConnections()
    server.close()
    await app.close()
  }
}
