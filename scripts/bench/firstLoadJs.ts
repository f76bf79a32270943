/**
 * First-load JS of a page, gzipped: Next.js 16's build no longer prints it, so it is
 * measured on the served page as the sum of every `<script src>` file, each gzipped at
 * level 9. Inline scripts (the RSC payload) are part of the HTML and not counted, nor
 * are `nomodule` scripts (Next's legacy polyfills), which current browsers never load.
 */
import { gzipSync } from 'node:zlib'

export type ScriptSize = { src: string; bytes: number; gzipBytes: number }
export type FirstLoadJs = { gzipBytes: number; scripts: ScriptSize[] }

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
  return { src, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }
}

/** Fetches the page and its scripts, which also warms them before Lighthouse runs. */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = await fetchOk(pageUrl)
  const html = await page.text()
  const scripts = []
  for (const src of scriptSources(html, page.url)) scripts.push(await scriptSize(src))
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  return { gzipBytes, scripts }
}
