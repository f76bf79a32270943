import { createHmac } from 'node:crypto'

import { requestClientAddress } from '@/lib/http/clientAddress'
import { payloadSecret } from '@/lib/secret'

/**
 * The visitor's address for rate limiting: the one the server entry settled from the
 * socket and the trusted proxies (see `src/lib/http/clientAddress.ts`), never a
 * header the client chose. Only a keyed hash of it is ever stored.
 */
export function clientAddress(headers: Headers): string {
  return requestClientAddress(headers)
}

export function hashAddress(address: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`client:${address}`)
    .digest('hex')
    .slice(0, 32)
}
