import { createHmac } from 'node:crypto'

import { payloadSecret } from '@/lib/secret'

/**
 * The visitor's address for rate limiting. Next's server appends the socket address
 * to `X-Forwarded-For`; behind a reverse proxy (`TRUST_PROXY=1`) the proxy's entry
 * before it is the visitor. Only a keyed hash of it is ever stored.
 */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const fromEnd = process.env.TRUST_PROXY === '1' ? 2 : 1
  return hops.at(-fromEnd) ?? hops.at(-1) ?? 'unknown'
}

export function hashAddress(address: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`client:${address}`)
    .digest('hex')
    .slice(0, 32)
}
