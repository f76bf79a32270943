import { createHmac } from 'node:crypto'

import { requestClientAddress } from '@/lib/http/clientAddress'
import { limitKey } from '@/lib/http/limitKey'
import { payloadSecret } from '@/lib/secret'

/**
 * The visitor's address for rate limiting: the one the server entry settled from the
 * socket and the trusted proxies (see `src/lib/http/clientAddress.ts`), never a
 * header the client chose. Only a keyed hash of it is ever stored.
 */
export function clientAddress(headers: Headers): string {
  return requestClientAddress(headers)
}

/**
 * The stored trace of a client: a keyed hash of the client as the limits count it (an
 * IPv4 address, an IPv6 /64, limitKey.ts), so the many addresses of one IPv6 client are
 * one client here too, and a lead's trace never names the full address.
 */
export function hashAddress(address: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`client:${limitKey(address)}`)
    .digest('hex')
    .slice(0, 32)
}
