/**
 * Who is asking: the address every limit counts (forms, start tokens, admin logins)
 * and the host and scheme redirects are built on. A client chooses its own
 * `X-Forwarded-*` headers, so they only count when they come from a proxy the
 * deployment trusts (`TRUST_PROXY`), hop by hop as Express's `trust proxy` does
 * (the `proxy-addr` package does the walking). The server entry (`server.ts`)
 * applies this to every request before Next.js sees it; the app only reads the
 * header it sets (src/lib/http/clientAddress.ts).
 */
import type { IncomingHttpHeaders } from 'node:http'

import proxyaddr from 'proxy-addr'

import { clientAddressHeader } from '../lib/http/clientAddress.ts'

/** Whether the address at this hop (0 = the TCP peer) is a proxy we trust. */
export type Trust = (address: string, hop: number) => boolean

const trustNobody: Trust = () => false

/**
 * `TRUST_PROXY`: unset, empty, `0` or `false` trusts nobody (the TCP peer is the
 * client); otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`) trusts those. A hop count (Express's
 * `trust proxy = 1`) is refused: it trusts the nearest hops whatever their address, so
 * a visitor who reaches the app directly, past the proxy, names its own address in
 * X-Forwarded-For. A setting that cannot be read throws too, so the server refuses to
 * start rather than trust the wrong hops.
 */
export function parseTrust(setting: string | undefined): Trust {
  const value = (setting ?? '').trim()
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return trustNobody
  if (/^\d+$/.test(value)) {
    const hops = value === '1' ? 'hop whatever its address' : `${value} hops whatever their address`
    throw new Error(
      `TRUST_PROXY=${value} would trust the nearest ${hops}, so a client ` +
        `connecting directly could choose the address every limit counts. ${nameTheProxies}`,
    )
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyaddr.compile(list)
  } catch (error) {
    throw new Error(`TRUST_PROXY=${value}: ${(error as Error).message}. ${nameTheProxies}`)
  }
}

const nameTheProxies =
  'Name the proxies: TRUST_PROXY=loopback for Caddy or nginx on the same machine, or ' +
  "the load balancer's address or subnet (e.g. TRUST_PROXY=10.0.0.0/24)."

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
