/**
 * `npm start`: the production server. Next.js's own `next start` would do, except that
 * route handlers never see the socket and Next.js keeps a client-sent
 * `X-Forwarded-For` as it is, so every limit would count whatever address a client
 * claims. This entry settles the client address (and the forwarded host and scheme)
 * from the socket and the trusted proxies (`TRUST_PROXY`) before Next.js handles the
 * request. It sends the build's static files with their precompressed copies
 * (staticAssets.ts), and each HTML page after one pass (htmlPass.ts: critical CSS
 * inline, so its first paint does not wait for the stylesheet, and a script policy made
 * of the hashes of its own inline scripts, so no `'unsafe-inline'`). A page that is the
 * same for everyone is compressed once and answered from memory after that
 * (htmlDelivery.ts, pageMemory.ts). Other answers are compressed per request, unless a
 * trusted proxy in front (the edge) does that. Runs on Node 24, which strips the types
 * of this file.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import { bodyLimitFor, withBodyLimit } from './src/lib/http/bodyLimit.ts'
import { parseTrust, settleForwardedHeaders } from './src/lib/http/clientAddress.ts'
import { localGeneration, sharedEpochKey, sharedGeneration } from './src/lib/http/contentEpoch.ts'
import { htmlDelivery } from './src/lib/http/htmlDelivery.ts'
import { createHtmlPass } from './src/lib/http/htmlPass.ts'
import { PageMemory } from './src/lib/http/pageMemory.ts'
import { perRequestCompression } from './src/lib/http/perRequestCompression.ts'
import { staticAssets } from './src/lib/http/staticAssets.ts'
import { missingForSharedMode, redisPrefix } from './src/lib/instances.ts'
import { guardedRedis } from './src/lib/redisClient.ts'
import { securityHeaders } from './src/lib/securityHeaders.ts'
import { canonicalOrigin, servingFor } from './src/lib/serving.ts'
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
 * The build's stylesheets, by the URL pages link them with (compiled once each, when a
 * page first links it, htmlPass.ts). A URL that is not a stylesheet of this build is
 * left alone.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
function buildStylesheet(href: string): string | undefined {
  if (!/^\/_next\/static\/[\w\-./]+\.css$/.test(href) || href.includes('..')) return undefined
  try {
    return readFileSync(path.join(distDir, href.slice('/_next'.length)), 'utf8')
  } catch {
    return undefined
  }
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

const warn = (message: string) => console.warn(message)
// BENCH_WITHOUT_HTML_PASS: for scripts/bench-load.ts's comparison only (no CSS inlined,
// and the policy keeps its placeholder): never set it for visitors.
const withoutPass = process.env.BENCH_WITHOUT_HTML_PASS === '1'
const pagePass = withoutPass
  ? (html: string) => ({ html, scriptHashes: ["'unsafe-inline'"] })
  : createHtmlPass(buildStylesheet, {
      retarget,
      warn,
      // Only the rules of what the first screen can show go inline (firstScreen.ts).
      firstScreen: { deferredClass: 'render-deferred', deferredOnFirstScreen: 2 },
    })
// The admin's pages get their script hashes too, but keep Payload's stylesheets as they are.
const adminPass = createHtmlPass(() => undefined, { inlineCss: false })

// Several instances: a save on any of them reaches every instance's page memory.
const sharedRedis = process.env.REDIS_URL ? guardedRedis(process.env.REDIS_URL, 'vonk-pages') : null
const memory = new PageMemory({
  generation: sharedRedis
    ? sharedGeneration(sharedRedis, sharedEpochKey(redisPrefix()))
    : localGeneration,
})
const pageHtml = htmlDelivery(pagePass, memory)
const adminHtml = htmlDelivery(adminPass, memory)
const serveStatic = staticAssets(distDir, securityHeaders)

// Per request only what was not compressed ahead, and nothing behind a trusted edge.
const compress = perRequestCompression(process.env.TRUST_PROXY)

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
 * A verified staff member's page: the visitor's page after the same pass, plus the bar.
 * Never kept in memory (its session cookie makes it personal, pageMemory.ts), never stored
 * by a cache (no-store), and never answered from the browser's cache of a visitor's copy
 * (its validators are dropped), so the bar comes and goes with the session.
 */
function staffHtml(request: IncomingMessage, response: ServerResponse, bar: StaffBar) {
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
  return htmlDelivery((html) => {
    response.setHeader('Cache-Control', 'private, no-store')
    const page = pagePass(html)
    return { ...page, html: withStaffBar(page.html, bar) }
  }, memory)
}
// ------------------------------------------------------------------------------------

function serve(request: IncomingMessage, response: ServerResponse, bar: StaffBar | null = null) {
  // No body reaches Next.js or Payload past its cap (413 instead; bodyLimit.ts).
  withBodyLimit(request, response, bodyLimitFor(request.url ?? '/'), () => {
    answer(request, response, bar).catch((error: unknown) => {
      console.error('Answering a request failed:', error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
}

async function answer(request: IncomingMessage, response: ServerResponse, bar: StaffBar | null) {
  if (await serveStatic(request, response)) return
  const admin = /^\/admin(?:[/?]|$)/.test(request.url ?? '')
  const html = admin ? adminHtml : bar ? staffHtml(request, response, bar) : pageHtml
  const keeping = await html.fromMemory(request, response)
  if (keeping.answered) return
  // Inside the compression, which then compresses the finished page (if it still may).
  compress(request, response, () => {
    html.install(request, response, keeping)
    void handle(request, response)
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

// A stop drops nothing: not-ready first, so the edge takes this instance out of rotation
// before it stops listening; then the requests in flight and the mail batch in hand
// finish (src/lib/http/shutdown.ts). Ctrl-C (SIGINT) skips the wait for the edge; a
// second signal ends the process at once.
const { shutDownGracefully } = await import('./src/lib/http/shutdown.ts')
const { drainDelayMs } = await import('./src/lib/lifecycle.ts')
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.once(signal, () => process.exit(1))
    void shutDownGracefully({
      server,
      drainDelayMs: signal === 'SIGTERM' ? drainDelayMs() : 0,
      closeWithinMs: 20_000,
      closeApp: () => app.close(),
    }).finally(() => process.exit(0))
  })
}
