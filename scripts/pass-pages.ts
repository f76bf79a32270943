/**
 * A step of `npm run build`, after `next build`: the one pass over every prerendered page
 * (src/pagePass/pageStore.ts): its first screen's CSS inline, its scripts after the content,
 * and its script policy stored beside it in its `.meta` file, whose headers Next.js sends
 * with the page. Run once per build; a page already passed is left alone. Then the search
 * results page, which is rendered per request, is rendered once per language to keep its
 * first screen's CSS (src/lib/firstScreenStyles.ts). Run with Node 24 through npm, which
 * strips the types of this file.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type FirstScreenStyles, firstScreenStylesFile } from '../src/lib/firstScreenStyles.ts'
import { defaultLocale, locales } from '../src/lib/i18n/locales.ts'
import { linkedStylesheets } from '../src/pagePass/pagePass.ts'
import { pageStore } from '../src/pagePass/pageStore.ts'
import { searchTemplates } from './support/searchTemplates.ts'

const distDir = process.env.NEXT_DIST_DIR || '.next'

function* pages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* pages(full)
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full
  }
}

const warnings: string[] = []
const store = pageStore({ distDir, warn: (message) => warnings.push(message) })
const started = performance.now()
let passed = 0
let left = 0
for (const file of pages(path.join(distDir, 'server', 'app'))) {
  const metaFile = file.replace(/\.html$/, '.meta')
  let meta: { headers?: Record<string, string>; status?: number }
  try {
    meta = JSON.parse(readFileSync(metaFile, 'utf8'))
  } catch {
    // Not a page of Next.js's cache (it has no stored headers to carry a policy).
    left += 1
    continue
  }
  const page = { html: readFileSync(file, 'utf8'), headers: meta.headers, status: meta.status }
  if (!store.produce(page)) continue
  writeFileSync(file, page.html)
  writeFileSync(metaFile, JSON.stringify({ ...meta, headers: page.headers }))
  passed += 1
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `Passed ${passed} prerendered pages in ${seconds} s (${left} HTML files without a cache entry).`,
)

// The stylesheets every page of the site links (the search page's layout links none).
const stylesheets = linkedStylesheets(
  readFileSync(path.join(distDir, 'server', 'app', `${defaultLocale}.html`), 'utf8'),
)
const kept = path.join(distDir, firstScreenStylesFile)
rmSync(kept, { force: true })
const styles: Record<string, FirstScreenStyles> = {}
for (const [locale, html] of Object.entries(await searchTemplates(locales))) {
  styles[locale] = store.firstScreen(html, stylesheets)
}
writeFileSync(kept, JSON.stringify(styles))
const sizes = Object.entries(styles).map(([locale, { css }]) => `${locale} ${css.length} B`)
console.log(`Kept the search page's first-screen CSS (${sizes.join(', ')}).`)
for (const warning of new Set(warnings)) console.warn(warning)
// Payload's database connection keeps the process alive.
process.exit(0)
