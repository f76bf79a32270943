/**
 * Compression of the answers that are not compressed once ahead (pages for one person,
 * pages with a query, the API's JSON, the admin): per request, by the `compression`
 * package, unless a trusted proxy is in front (`TRUST_PROXY`). The edge (Caddy's
 * `encode`, issue 26) compresses what arrives uncompressed and leaves alone what carries
 * a `Content-Encoding`, so then nothing is compressed here and nothing twice. Answers
 * already encoded (a kept page, a static file) pass through either way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'

export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

export function perRequestCompression(trustProxy: string | undefined): Middleware {
  if (trustProxy) return (_request, _response, next) => next()
  return compression() as unknown as Middleware
}
