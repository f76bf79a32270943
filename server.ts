/**
 * `npm start`: the production server. Next.js's own `next start` would do, except that
 * route handlers never see the socket and Next.js keeps a client-sent
 * `X-Forwarded-For` as it is, so every limit would count whatever address a client
 * claims. This entry settles the client address (and the forwarded host and scheme)
 * from the socket and the trusted proxies (`TRUST_PROXY`) before Next.js handles the
 * request, inlines each HTML page's critical CSS (so its first paint does not wait for
 * the stylesheet), gives it a script policy made of the hashes of its own inline
 * scripts (so no `'unsafe-inline'`), then compresses it (Next.js's own compression is
 * off: it would run before the hashing). Runs on Node 24, which strips the types of
 * this file.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import compression from 'compression'
import { LRUCache } from 'lru-cache'

import { parseTrust, settleForwardedHeaders } from './src/lib/http/clientAddress.ts'
import {
  inlineCriticalCss,
  parseStylesheet,
  rebaseUrls,
  type CssNode,
} from './src/lib/http/criticalCss.ts'
import { missingForSharedMode } from './src/lib/instances.ts'
import { hashInlineScriptsPerResponse } from './src/lib/http/policyPerResponse.ts'

Object.assign(process.env, { NODE_ENV: 'production' })
// Several instances (REDIS_URL) share a database, a bucket and a secret, or refuse to start.
const missing = missingForSharedMode()
if (missing.length > 0) {
  console.error(`Several instances (REDIS_URL is set) need:\n- ${missing.join('\n- ')}`)
  process.exit(1)
}
const port = Number(process.env.PORT) || 3000
// Like `next start -H`: unset listens on every interface.
const hostname = process.env.HOSTNAME || undefined
let trust: ReturnType<typeof parseTrust>
try {
  trust = parseTrust(process.env.TRUST_PROXY)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
// How this process reaches itself: the jobs runner publishes scheduled content through
// the app's own jobs endpoint, inside a request, where cached pages can be expired.
const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
process.env.INTERNAL_ORIGIN = `http://${self.includes(':') ? `[${self}]` : self}:${port}`

// Imported after NODE_ENV is set: React and Next.js pick their build when loaded.
const { default: next } = await import('next')
const app = next({ dev: false, hostname: hostname ?? 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * The build's stylesheets, parsed once, by URL: each page gets the rules it can use
 * inline, and the file no longer holds up its first paint (criticalCss.ts). A URL that
 * is not a stylesheet of this build is left alone.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const stylesheets = new Map<string, CssNode[] | undefined>()
function stylesheet(href: string): CssNode[] | undefined {
  if (!/^\/_next\/static\/[\w\-./]+\.css$/.test(href) || href.includes('..')) return undefined
  if (!stylesheets.has(href)) {
    const file = path.join(distDir, href.slice('/_next'.length))
    let rules: CssNode[] | undefined
    try {
      rules = parseStylesheet(rebaseUrls(readFileSync(file, 'utf8'), href))
    } catch (error) {
      console.error(`Stylesheet ${href} not inlined:`, error)
    }
    stylesheets.set(href, rules)
  }
  return stylesheets.get(href)
}

/**
 * A prerendered page is the same bytes on every visit, so its rewrite (about 1 ms for
 * the home page) is kept for the pages sent most recently, by the hash of the page.
 */
const rewrites = new LRUCache<string, string>({ max: 300 })
function inlineCss(html: string): string {
  const key = createHash('sha1').update(html).digest('base64')
  let rewritten = rewrites.get(key)
  if (rewritten === undefined) {
    rewritten = inlineCriticalCss(html, stylesheet)
    rewrites.set(key, rewritten)
  }
  return rewritten
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const compress = compression() as unknown as Middleware

const server = createServer((request, response) => {
  settleForwardedHeaders(request, trust)
  compress(request, response, () => {
    hashInlineScriptsPerResponse(response, inlineCss)
    void handle(request, response)
  })
})
// Idle keep-alive connections stay open longer than a load balancer's or client's own
// idle timeout (60 s on common balancers), so a request never meets a socket the server
// is closing (Node's default of 5 s turned such requests into resets and 502s).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
