/**
 * `npm start`: the production server, Next.js's request handler behind a short entry that
 * does only what the app alone can do before Next.js reads a request (docs: "The request
 * path"):
 *
 * 1. the client's address, from the socket and the trusted proxies (`TRUST_PROXY`): route
 *    handlers never see the socket, and Next.js keeps a client-sent `X-Forwarded-For`;
 * 2. one canonical path: a request that reaches `/_next`, `/api` or `/admin` by any
 *    spelling but the one Next.js routes gets a 400, so every gate below decides on what
 *    Next.js will serve (src/serve/requestPath.ts);
 * 3. bodies: an upload is read only for a verified staff session; every body is capped,
 *    counted as it streams, never held (src/serve/bodies.ts);
 * 4. the build's static files with their precompressed copies, and per-request
 *    compression, when no edge is in front (src/serve/staticFiles.ts, compression.ts);
 * 5. the image optimizer only for images a visitor may see now (src/serve/imageGate.ts);
 * 6. a long page Next.js ends as one string sent after its headers, not joined to them
 *    (src/serve/headersFirst.ts).
 *
 * Pages, redirects, languages, script policies and the staff bar are Next.js's, its
 * proxy's (src/proxy.ts) and its cache's (cache-handler.mjs). Runs on Node 24, which strips the
 * types of this file.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import { missingForSharedMode } from './src/lib/instances.ts'
import { securityHeaders } from './src/lib/securityHeaders.ts'
import { canonicalOrigin, servingFor } from './src/lib/serving.ts'
import { bodyLimitFor, countBody, isUpload, refuseBody } from './src/serve/bodies.ts'
import { survivesBrokenPipes } from './src/serve/brokenPipe.ts'
import { perRequestCompression } from './src/serve/compression.ts'
import { parseTrust, settleForwardedHeaders } from './src/serve/forwarded.ts'
import { HeadersFirstResponse } from './src/serve/headersFirst.ts'
import { refusedImageSource } from './src/serve/imageGate.ts'
import { requestPathVerdict } from './src/serve/requestPath.ts'
import { isStaffRequest } from './src/serve/staffSession.ts'
import { staticFiles } from './src/serve/staticFiles.ts'

// Before anything writes: a log reader that goes away must not stop the server.
survivesBrokenPipes([process.stdout, process.stderr])
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
// How this process reaches itself: the session and image checks below, the staff view
// (src/server/staffView.ts) and the jobs runner, which publishes scheduled content
// through the app's own jobs endpoint.
const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
const internalOrigin = `http://${self.includes(':') ? `[${self}]` : self}:${port}`
process.env.INTERNAL_ORIGIN = internalOrigin

const distDir = process.env.NEXT_DIST_DIR || '.next'
const builtOrigin = (() => {
  try {
    return canonicalOrigin(readFileSync(path.join(distDir, 'server/app/nl.html'), 'utf8'))
  } catch {
    return null
  }
})()
if (builtOrigin && builtOrigin !== serving.origin && serving.kind === 'public') {
  console.warn(
    `The build names ${builtOrigin} in its pages, not ${serving.origin}: run npm run build with this SITE_URL.`,
  )
}

// Imported after NODE_ENV is set: React and Next.js pick their build when loaded.
const { default: next } = await import('next')
const app = next({ dev: false, hostname: hostname ?? 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const serveStatic = staticFiles(distDir, securityHeaders)
const compress = perRequestCompression(process.env.TRUST_PROXY)

function plainAnswer(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

const server = createServer({ ServerResponse: HeadersFirstResponse }, (request, response) => {
  settleForwardedHeaders(request, trust)
  const verdict = requestPathVerdict(request.url ?? '/')
  if (!verdict.canonical) {
    plainAnswer(response, 400, 'Ongeldig adres. / Invalid address.\n')
    return
  }
  // Counted from its first byte, whatever is asked before it is read (bodies.ts).
  countBody(request, response, bodyLimitFor(request.method, verdict.path), () => {
    answer(request, response, verdict.path).catch((error: unknown) => {
      console.error('Answering a request failed:', error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
})

async function answer(request: IncomingMessage, response: ServerResponse, path: string) {
  if (isUpload(request.method, path) && !(await isStaffRequest(request, internalOrigin))) {
    refuseBody(request, response, 401, 'Uploads need a staff session.')
    return
  }
  const refusedImage = await refusedImageSource(path, request.url ?? '/', internalOrigin)
  if (refusedImage !== null) {
    plainAnswer(response, refusedImage, '')
    return
  }
  serveStatic(request, response, path, () => {
    compress(request, response, () => void handle(request, response))
  })
}

// Keep-alive connections stay open longer than a load balancer's own idle timeout (60 s
// on common balancers), so a request never meets a socket the server is closing. A
// request's headers must arrive within 20 s and the whole request within 2 minutes (an
// upload of Payload's 50 MB at 4 Mbit/s); Node's default of 5 minutes let a client hold
// a connection and its parser for that long.
server.keepAliveTimeout = 65_000
server.headersTimeout = 20_000
server.requestTimeout = 120_000
server.listen(port, hostname, () => {
  if (serving.kind === 'trial') {
    console.log(
      `▲ Local trial on ${serving.origin}: this machine only (no SITE_URL). To serve visitors, ` +
        'set SITE_URL=https://… behind the reverse proxy (docs/hosting.md).',
    )
  } else console.log(`▲ Ready for ${serving.origin} on port ${port}`)
})

// A stop drops nothing: not-ready first, so the edge takes this instance out of rotation
// before it stops listening; then the requests in flight and the mail batch in hand
// finish (src/serve/shutdown.ts). Ctrl-C (SIGINT) skips the wait for the edge; a second
// signal ends the process at once.
const { shutDownGracefully } = await import('./src/serve/shutdown.ts')
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
