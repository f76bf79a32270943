/**
 * The sizes a page sends before it can be used: its HTML document, gzipped as the server
 * sends it, and its first-load JS. Next.js 16's build no longer prints the latter, so it
 * is measured on the served page as the sum of every `<script src>` file, each gzipped at
 * level 9. Inline scripts (the RSC payload) are part of the HTML and not counted, nor
 * are `nomodule` scripts (Next's legacy polyfills), which current browsers never load.
 * Both are also measured as transferred with Brotli (the budgets stay gzip).
 *
 * `sizesUrl` names the same page at another origin than the site's own server (the edge
 * in front of it, BENCH_EDGE_URL in scripts/bench.ts): the bytes that origin sends.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { get as httpsGet } from 'node:https'
import path from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'

export type ScriptSize = { src: string; bytes: number; gzipBytes: number; brBytes: number }
export type FirstLoadJs = { gzipBytes: number; brBytes: number; scripts: ScriptSize[] }
/** The HTML document: bytes on the wire with `Accept-Encoding: gzip` (and `br`), and unpacked. */
export type HtmlSize = { gzipBytes: number; brBytes: number; bytes: number; servedGzipped: boolean }

/** The page's URL at `origin` (an edge), when one is given. */
export function sizesUrl(pageUrl: string, origin: string | undefined): string {
  if (!origin) return pageUrl
  const url = new URL(pageUrl)
  return new URL(url.pathname + url.search, origin).href
}

/** Brotli as precompress.ts writes it, for what a server sent without it. */
const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** A whole script element, so text inside an inline script is never taken for a tag. */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi
const SRC = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const NOMODULE = /\snomodule\b/i

/** Absolute URLs of the page's external module-era scripts, each once, in document order. */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources = [...html.matchAll(SCRIPT)].flatMap(([, attributes = '']) => {
    const src = SRC.exec(attributes)
    if (!src || NOMODULE.test(attributes)) return []
    const raw = src[1] ?? src[2] ?? src[3] ?? ''
    return [new URL(raw.replaceAll('&amp;', '&'), pageUrl).href]
  })
  return [...new Set(sources)]
}

function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  return `${String(error)} ${cause}`.trim()
}

/** GET with one retry after a network error, which a loaded machine sometimes gives. */
async function fetchOk(url: string, retries = 1): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { redirect: 'follow' })
  } catch (error) {
    if (retries > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      return fetchOk(url, retries - 1)
    }
    throw new Error(`GET ${url}: ${describeError(error)}`)
  }
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`)
  return response
}

async function scriptSize(src: string): Promise<ScriptSize> {
  const body = Buffer.from(await (await fetchOk(src)).arrayBuffer())
  const asBrotli = await served(src, 'br')
  const brBytes = asBrotli.coding === 'br' ? asBrotli.body.length : brotli(body)
  return { src, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, brBytes }
}

/** The bytes on the wire as a client asking for `coding` gets them (fetch() would unpack them unseen). */
function served(url: string, coding: 'gzip' | 'br'): Promise<{ body: Buffer; coding?: string }> {
  return new Promise((resolve, reject) => {
    // https:// when measured through the edge (BENCH_EDGE_URL).
    const get = url.startsWith('https:') ? httpsGet : httpGet
    const request = get(url, { headers: { 'accept-encoding': coding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url}: HTTP ${response.statusCode}`))
        } else {
          resolve({ body: Buffer.concat(chunks), coding: response.headers['content-encoding'] })
        }
      })
    })
    request.on('error', (error) => reject(new Error(`GET ${url}: ${describeError(error)}`)))
  })
}

/**
 * A page rendered per request (search results, with a CSP nonce) differs in each answer:
 * its nonce, and where the streamed chunks land. Only a prerendered page can be compared.
 */
const perRequest = (html: Buffer) => /\snonce="/.test(html.toString('utf8'))

/**
 * The HTML's size as served; a server that did not compress it is counted as if it had
 * (gzip level 6, the `compression` package's default), since a CDN would.
 */
export async function measureHtml(url: string): Promise<HtmlSize> {
  const gz = await served(url, 'gzip')
  const gzipped = gz.coding === 'gzip'
  const text = gzipped ? gunzipSync(gz.body) : gz.body
  const br = await served(url, 'br')
  const brBytes = br.coding === 'br' ? br.body.length : brotli(text)
  if (br.coding === 'br' && !perRequest(text) && !brotliDecompressSync(br.body).equals(text)) {
    throw new Error(`GET ${url}: the Brotli and gzip answers differ`)
  }
  return {
    gzipBytes: gzipped ? gz.body.length : gzipSync(gz.body, { level: 6 }).length,
    brBytes,
    bytes: text.length,
    servedGzipped: gzipped,
  }
}

/** Fetches the page and its scripts, which also warms them before Lighthouse runs. */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = await fetchOk(pageUrl)
  const html = await page.text()
  const scripts = []
  for (const src of scriptSources(html, page.url)) scripts.push(await scriptSize(src))
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  const brBytes = scripts.reduce((sum, script) => sum + script.brBytes, 0)
  return { gzipBytes, brBytes, scripts }
}

export type CollectorSize = { file: string; gzipBytes: number; brBytes: number }

/**
 * The visitor-insight collector (src/components/insight/collect.ts, issue 41): a chunk of
 * its own that a page fetches once the browser is idle, so it is not in the first-load
 * JS above. Found in the build's chunks by what only it does (a beacon to `/insight`);
 * null when the build has none.
 */
export function collectorSize(distDir = '.next'): CollectorSize | null {
  const dir = path.join(distDir, 'static', 'chunks')
  if (!existsSync(dir)) return null
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue
    const body = readFileSync(path.join(dir, name))
    const text = body.toString('utf8')
    if (!text.includes('sendBeacon') || !text.includes('"/insight"')) continue
    return {
      file: name,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      brBytes: brotli(body),
    }
  }
  return null
}
