/**
 * The build's own files (`/_next/static/…`) for a server without the edge in front (a
 * local trial, the tests, the bench): sirv, from disk, with the Brotli and gzip copies
 * the build wrote beside each file (scripts/precompress.ts). sirv indexes the folder once
 * at start, so what it knows is bounded by the build, not by what clients ask; it holds
 * no file contents. Behind the shipped Caddyfile the edge serves these files itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import Negotiator from 'negotiator'
import sirv from 'sirv'

const prefix = '/_next/static'

/** `headers`: what every response carries (the site's security headers). */
export function staticFiles(distDir: string, headers: readonly { key: string; value: string }[]) {
  const serve = sirv(path.resolve(distDir, 'static'), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    immutable: true,
    maxAge: 31_536_000,
    dotfiles: false,
    setHeaders(response) {
      for (const { key, value } of headers) response.setHeader(key, value)
    },
  })

  /**
   * Answers a file of the build; calls `pass` for anything else. `path` is the request's
   * canonical path (requestPath.ts), so no spelling reaches here.
   */
  return function serveStatic(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    pass: () => void,
  ): void {
    const method = request.method
    if ((method !== 'GET' && method !== 'HEAD') || !pathname.startsWith(`${prefix}/`)) {
      pass()
      return
    }
    const url = request.url ?? '/'
    const accepted = request.headers['accept-encoding']
    // sirv reads the path under its folder from `request.url`, and picks a copy by the
    // mere mention of a coding (`br;q=0` would get Brotli): it is told the one coding the
    // client prefers, as negotiator reads q-values. Next.js gets both back as they came.
    request.url = url.slice(prefix.length)
    request.headers['accept-encoding'] = preferredCoding(accepted)
    serve(request, response, () => {
      request.url = url
      request.headers['accept-encoding'] = accepted
      pass()
    })
  }
}

/** The coding the client prefers among the copies the build writes, or none. */
function preferredCoding(accepted: string | undefined): string {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accepted } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined
  }
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
}
