/**
 * Who is asking: the address every limit counts (forms, start tokens, admin logins)
 * and the host and scheme redirects are built on. A client chooses its own
 * `X-Forwarded-*` headers, so they only count when they come from a proxy the
 * deployment trusts (`TRUST_PROXY`), hop by hop as Express's `trust proxy` does
 * (the `proxy-addr` package does the walking). The server entry (`server.ts`)
 * applies this to every request before Next.js sees it; the app only reads the
 * header it sets.
 */
import type { IncomingHttpHeaders } from 'node:http'

import proxyaddr from 'proxy-addr'

/** Set by the server entry on every request; any copy a client sends is replaced. */
export const clientAddressHeader = 'x-client-address'

/** Whether the address at this hop (0 = the TCP peer) is a proxy we trust. */
export type Trust = (address: string, hop: number) => boolean

const trustNobody: Trust = () => false

/**
 * `TRUST_PROXY`: unset, empty, `0` or `false` trusts nobody (the TCP peer is the
 * client); a number n trusts the n nearest hops; otherwise a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`) trusts those. A malformed list throws, so the server refuses to start
 * rather than trust the wrong hops.
 */
export function parseTrust(setting: string | undefined): Trust {
  const value = (setting ?? '').trim()
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return trustNobody
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return proxyaddr.compile(list)
}

export type IncomingRequestLike = {
  socket: { remoteAddress?: string | undefined }
  headers: IncomingHttpHeaders
}

/** The nearest address not trusted as a proxy: the client. */
export function clientAddressOf(request: IncomingRequestLike, trust: Trust): string {
  // proxy-addr reads the socket and X-Forwarded-For of a Node request.
  return proxyaddr(request as Parameters<typeof proxyaddr>[0], trust) || 'unknown'
}

const forwardedHeaders = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
] as const

/**
 * Rewrites a request's headers in place so that everything after this point can
 * believe them: our client-address header from the trusted walk, and the forwarded
 * host and scheme only when the TCP peer is a trusted proxy (first entry, as
 * Express reads them). From an untrusted peer they are dropped, and Next.js fills
 * them from the socket.
 */
export function settleForwardedHeaders(request: IncomingRequestLike, trust: Trust): void {
  const address = clientAddressOf(request, trust)
  const peer = request.socket.remoteAddress ?? ''
  if (!peer || !trust(peer, 0)) {
    for (const name of forwardedHeaders) Reflect.deleteProperty(request.headers, name)
  } else {
    for (const name of ['x-forwarded-host', 'x-forwarded-proto'] as const) {
      const value = request.headers[name]
      if (typeof value === 'string') request.headers[name] = value.split(',')[0]?.trim()
    }
  }
  request.headers[clientAddressHeader] = address
}

/** The client's address as the server entry recorded it; `unknown` outside it (`next dev`). */
export function requestClientAddress(headers: Headers): string {
  return headers.get(clientAddressHeader) || 'unknown'
}
