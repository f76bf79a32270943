/**
 * `npm run bench:html`: the HTML budget of `npm run bench` (BUDGETS.htmlBytes, the gzip
 * size of the document as `measureHtml` measures it) over every page of the sitemap,
 * plus the pages `npm run bench` samples (the search results page is not in the
 * sitemap). Starts `npm start` of this checkout's build on a free port of BENCH_PORTS,
 * or measures a running server at BENCH_SITE_URL (e.g. http://localhost:3000).
 *
 * Prints the pages over budget and the largest ones with their gzip, Brotli and raw
 * bytes, and for each of the largest what its parts cost (htmlParts.ts). A measurement,
 * not a test: it exits 0 when pages are over budget. BENCH_HTML_TOP: how many of the
 * largest pages to list (default 15). Run with Node 24 via npm.
 */
import { BUDGETS } from './bench/budgets.ts'
import { htmlParts } from './bench/htmlParts.ts'
import { PAGES } from './bench/pages.ts'
import type { Server } from './bench/servers.ts'
import { ensureSiteBuild, freePort, startServer, waitReady, withServers } from './bench/servers.ts'
import { measureHtml } from './bench/sizes.ts'
import type { HtmlSize } from './bench/sizes.ts'

type Row = { path: string } & HtmlSize

const TOP = Number(process.env.BENCH_HTML_TOP ?? 15)

/** The sitemap's paths (with their query, if any), as the site's own origin serves them. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`)
  if (!response.ok) throw new Error(`GET /sitemap.xml: HTTP ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '/').replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9)

function line({ path, gzipBytes, brBytes, bytes }: Row): string {
  const mark = gzipBytes > BUDGETS.htmlBytes ? '✖' : ' '
  return `${mark} ${String(gzipBytes).padStart(6)} B gz ${kB(brBytes)} br ${kB(bytes)} raw  ${path}`
}

async function measureAll(origin: string): Promise<Row[]> {
  const paths = [...new Set([...(await sitemapPaths(origin)), ...PAGES.map((page) => page.path)])]
  console.log(`Measuring ${paths.length} pages at ${origin}`)
  const rows: Row[] = []
  for (const path of paths) rows.push({ path, ...(await measureHtml(`${origin}${path}`)) })
  return rows.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

async function partsOf(origin: string, path: string): Promise<string> {
  const html = await (await fetch(`${origin}${path}`)).text()
  const parts = htmlParts(html)
  return parts.map(({ name, gzipBytes }) => `${name} ${gzipBytes} B`).join(', ')
}

async function report(origin: string): Promise<void> {
  const rows = await measureAll(origin)
  const over = rows.filter((row) => row.gzipBytes > BUDGETS.htmlBytes)
  console.log(`\nThe ${Math.min(TOP, rows.length)} largest HTML documents (gzip as served):\n`)
  for (const row of rows.slice(0, TOP)) console.log(line(row))
  console.log('\nWhat their parts cost (gzip bytes the page loses without the part):\n')
  for (const row of rows.slice(0, Math.min(TOP, 5))) {
    console.log(`  ${row.path}: ${await partsOf(origin, row.path)}`)
  }
  const budget = `${BUDGETS.htmlBytes} B gzipped`
  console.log(
    over.length
      ? `\n✖ ${over.length} of ${rows.length} pages over the budget of ${budget}:\n${over.map(line).join('\n')}`
      : `\n✓ All ${rows.length} pages within the budget of ${budget} (largest ${rows[0]?.gzipBytes} B, ${rows[0]?.path}).`,
  )
}

async function main(servers: Server[]): Promise<void> {
  const given = process.env.BENCH_SITE_URL
  if (given) return report(given.replace(/\/$/, ''))
  ensureSiteBuild()
  const site = startServer('site', ['start'], await freePort())
  servers.push(site)
  await waitReady(site)
  await report(site.origin)
}

await withServers(main)
