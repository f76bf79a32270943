/**
 * Compression per request (the `compression` package: Brotli or gzip, as the client
 * allows), for a server without the edge in front: a local trial, the tests, the bench.
 * Behind a trusted proxy (`TRUST_PROXY`) nothing is compressed here: the edge (Caddy's
 * `encode`) does it. An answer that already has a `Content-Encoding` (a static file's
 * precompressed copy) is never encoded twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'
import onHeaders from 'on-headers'

export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

export function perRequestCompression(trustProxy: string | undefined): Middleware {
  if (trustProxy) return (_request, _response, next) => next()
  const compress = compression({
    // Pages are 60–130 kB of HTML, compressed anew for every request: the levels are
    // chosen for CPU, as an edge chooses them (Caddy's gzip is level 5). With 50 pages at
    // once (a 129 kB page, scripts/bench/compression.ts), Brotli at quality 4 costs
    // 2.0–2.2 ms of CPU a page against 5.4 at quality 6, for 23.4 instead of 21.5 kB;
    // gzip at level 6 1.6 against 2.0 at level 9, for 0.5 % more bytes. Brotli's window
    // is 256 kB, not its default 4 MB: larger than any page, so the output is the same,
    // while each stream's memory and set-up shrink.
    level: 6,
    brotli: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  }) as unknown as Middleware
  return (request, response, next) => {
    // Runs after compression's own listener (on-headers calls them in reverse order).
    onHeaders(response, weakenCompressedValidator)
    compress(request, response, next)
  }
}

/**
 * A compressed answer is another representation than the one Next.js's strong ETag
 * names: its validator becomes weak, as nginx's gzip does (RFC 9110 §8.8.3), and a
 * conditional request with either still gets its 304 (weak comparison).
 */
function weakenCompressedValidator(this: ServerResponse) {
  const etag = this.getHeader('etag')
  if (this.getHeader('content-encoding') && typeof etag === 'string' && !etag.startsWith('W/')) {
    this.setHeader('ETag', `W/${etag}`)
  }
}
