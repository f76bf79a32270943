/**
 * The search results page as a visitor gets it, rendered once per language by the build
 * it is part of, for the first-screen CSS the build keeps for it (src/lib/firstScreenStyles.ts).
 * Two queries: one with results (count, result list, pager) and one too long that finds
 * nothing (the note that it was cut, the empty state with the main pages); their contents
 * are joined into one page, so the CSS covers the first screen of either.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { localizePath } from '../../src/lib/i18n/locales.ts'
import { searchPages } from '../../src/lib/routes/resultPages.ts'

const queries = ['webshop', 'qzx '.repeat(60)]

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
    const templates: Record<string, string> = {}
    for (const locale of locales) {
      const pages: string[] = []
      for (const q of queries) {
        const url = `http://127.0.0.1:${port}${localizePath(searchPages.results, locale as never)}?${new URLSearchParams({ q })}`
        const response = await fetch(url)
        if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`)
        pages.push(await response.text())
      }
      templates[locale] = joinedMains(pages)
    }
    return templates
  } finally {
    server.closeAllConnections()
    server.close()
    await app.close()
  }
}
