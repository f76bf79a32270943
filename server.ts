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

import { bodyLimitFor, withBodyLimit } from './src/lib/http/bodyLimit.ts'
import { parseTrust, settleForwardedHeaders } from './src/lib/http/clientAddress.ts'
import {
  inlineCriticalCss,
  parseStylesheet,
  rebaseUrls,
  type CssNode,
} from './src/lib/http/criticalCss.ts'
import { missingForSharedMode } from './src/lib/instances.ts'
import { canonicalOrigin, servingFor } from './src/lib/serving.ts'
import { hashInlineScriptsPerResponse } from './src/lib/http/policyPerResponse.ts'
import { optimizerSource } from './src/lib/http/imageGate.ts'
import { sessionCookie, cookieValue, withStaffBar, type StaffBar } from './src/lib/http/staffBar.ts'
import { staffBarFor } from './src/lib/http/staffSession.ts'

Object.assign(process.env, { NODE_ENV: 'production' })
// Several instances (REDIS_URL) share a database, a bucket and a secret, or refuse to start.
const missing = missingForSharedMode()
if (missing.length > 0) {
  console.error(`Several instances (REDIS_URL is set) need:\n- ${missing.join('\n- ')}`)
  process.exit(1)
}
const port = Number(process.env.PORT) || 3000
// Without SITE_URL a local trial on loopback; serving visitors takes an https:// SITE_URL.
const serving = servingFor(process.env, port)
if (serving.kind === 'refused') {
  console.error(`Not started: ${serving.reason}`)
  process.exit(1)
}
const { hostname } = serving
if (serving.kind === 'trial') process.env.LOCAL_TRIAL_URL = serving.origin
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
 * Prerendered pages name the site address of their build, and pages rendered again
 * later the address of the server that rendered them (another trial on another port
 * may share the build). A local trial names its own address in every page it sends,
 * so its links lead back to it: in a trial any loopback origin is this site's. A
 * public site whose build named another address is told to rebuild.
 */
const loopbackOrigins = /http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+/g
const builtOrigin = (() => {
  try {
    return canonicalOrigin(readFileSync(path.join(distDir, 'server/app/nl.html'), 'utf8'))
  } catch {
    return null
  }
})()
const retarget =
  serving.kind === 'trial'
    ? (html: string) => html.replace(loopbackOrigins, serving.origin)
    : (html: string) => html
if (builtOrigin && builtOrigin !== serving.origin && serving.kind === 'public') {
  console.warn(
    `The build names ${builtOrigin} in its pages, not ${serving.origin}: run npm run build with this SITE_URL.`,
  )
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
    rewritten = retarget(inlineCriticalCss(html, stylesheet))
    rewrites.set(key, rewritten)
  }
  return rewritten
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const compress = compression() as unknown as Middleware

/**
 * next/image's optimizer serves what it once made even after the source turned private
 * (src/lib/http/imageGate.ts): it gets the request only while a visitor without a session
 * may fetch the source itself (one byte of it, asked of this server); else that answer's 4xx.
 */
async function refusedImageSource(url: string | undefined): Promise<number | null> {
  const source = optimizerSource(url)
  if (source === null) return null
  try {
    const answer = await fetch(new URL(source, process.env.INTERNAL_ORIGIN), {
      headers: { Range: 'bytes=0-0' },
      redirect: 'manual',
    })
    // A byte or a short error: read to the end, so the connection is free again.
    await answer.arrayBuffer()
    if (answer.ok) return null
    return answer.status >= 400 && answer.status < 500 ? answer.status : 404
  } catch {
    return 503
  }
}

// --- Staff bar (issue 27; src/lib/http/staffBar.ts) -------------------------------
/**
 * A verified staff member's page: the visitor's page plus the bar. Never stored by a
 * cache (no-store), and never answered from the browser's cache of a visitor's copy
 * (its validators are dropped), so the bar comes and goes with the session.
 */
function withBarFor(request: IncomingMessage, response: ServerResponse, bar: StaffBar) {
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
  return (html: string) => {
    response.setHeader('Cache-Control', 'private, no-store')
    return withStaffBar(inlineCss(html), bar)
  }
}
// ------------------------------------------------------------------------------------

function serve(request: IncomingMessage, response: ServerResponse, bar: StaffBar | null = null) {
  // No body reaches Next.js or Payload past its cap (413 instead; bodyLimit.ts).
  withBodyLimit(request, response, bodyLimitFor(request.url ?? '/'), () => {
    compress(request, response, () => {
      // The admin's pages get their script hashes too, but keep Payload's stylesheets as they are.
      const admin = /^\/admin(?:[/?]|$)/.test(request.url ?? '')
      const page = bar ? withBarFor(request, response, bar) : inlineCss // staff bar (issue 27)
      hashInlineScriptsPerResponse(response, admin ? undefined : page)
      void handle(request, response)
    })
  })
}

const server = createServer((request, response) => {
  settleForwardedHeaders(request, trust)
  // Staff bar (issue 27): only a request with Payload's session cookie waits for its check.
  if (cookieValue(request.headers.cookie, sessionCookie) !== null) {
    void staffBarFor(request, process.env.INTERNAL_ORIGIN ?? '').then((bar) =>
      bar ? serve(request, response, bar) : route(request, response),
    )
    return
  }
  route(request, response)
})

function route(request: IncomingMessage, response: ServerResponse) {
  if (optimizerSource(request.url) === null) return serve(request, response)
  void refusedImageSource(request.url).then((status) => {
    if (status === null) return serve(request, response)
    response.writeHead(status, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
    response.end()
  })
}
// Idle keep-alive connections stay open longer than a load balancer's or client's own
// idle timeout (60 s on common balancers), so a request never meets a socket the server
// is closing (Node's default of 5 s turned such requests into resets and 502s).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  if (serving.kind === 'trial') {
    console.log(
      `▲ Local trial on ${serving.origin}: this machine only (no SITE_URL). To serve visitors, ` +
        'set SITE_URL=https://… behind the reverse proxy (README, "Hosting notes").',
    )
  } else console.log(`▲ Ready for ${serving.origin} on port ${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
