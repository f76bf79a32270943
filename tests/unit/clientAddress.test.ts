import { describe, expect, it } from 'vitest'

import { clientAddressHeader } from '@/lib/http/clientAddress'
import {
  clientAddressOf,
  parseTrust,
  settleForwardedHeaders,
  type IncomingRequestLike,
} from '@/serve/forwarded'

/** A request as Node's server hands it over: the TCP peer and the headers as sent. */
function arriving(peer: string, headers: IncomingRequestLike['headers'] = {}): IncomingRequestLike {
  return { socket: { remoteAddress: peer }, headers: { ...headers } }
}

// The visitor 192.0.2.7 behind a load balancer (10.0.0.2) behind a CDN edge (10.0.0.1);
// the client itself also claimed 198.51.100.9.
const chain = { 'x-forwarded-for': '198.51.100.9, 192.0.2.7, 10.0.0.1' }

describe('client address (TRUST_PROXY)', () => {
  it('trusts nobody by default: the TCP peer, whatever the headers claim', () => {
    for (const setting of [undefined, '', '0', 'false']) {
      expect(clientAddressOf(arriving('10.0.0.2', chain), parseTrust(setting))).toBe('10.0.0.2')
    }
  })

  it('the proxies by address: only those are walked past, however many', () => {
    expect(clientAddressOf(arriving('10.0.0.2', chain), parseTrust('10.0.0.2'))).toBe('10.0.0.1')
    expect(clientAddressOf(arriving('10.0.0.2', chain), parseTrust('10.0.0.0/30'))).toBe(
      '192.0.2.7',
    )
  })

  it('refuses a hop count, which would trust whoever connects directly', () => {
    // `1` trusted the TCP peer whatever its address: a visitor reaching the app
    // directly (not through the proxy) chose its own address in X-Forwarded-For.
    for (const setting of ['1', '2', ' 3 ']) {
      expect(() => parseTrust(setting)).toThrow(/TRUST_PROXY=loopback/)
    }
  })

  it('a list of proxies: only those are walked past', () => {
    const trust = parseTrust('10.0.0.0/8, loopback')
    expect(clientAddressOf(arriving('10.0.0.2', chain), trust)).toBe('192.0.2.7')
    // A visitor connecting directly is not a proxy: its header counts for nothing.
    expect(clientAddressOf(arriving('192.0.2.50', chain), trust)).toBe('192.0.2.50')
  })

  it('refuses a setting it cannot read, rather than trust the wrong hops', () => {
    expect(() => parseTrust('not-an-address')).toThrow()
  })
})

describe('settleForwardedHeaders', () => {
  const forged = {
    ...chain,
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    [clientAddressHeader]: '203.0.113.66',
  }

  it('from an untrusted peer: drops the forwarded headers and replaces the forged address', () => {
    const request = arriving('192.0.2.50', forged)
    settleForwardedHeaders(request, parseTrust(undefined))
    expect(request.headers[clientAddressHeader]).toBe('192.0.2.50')
    expect(request.headers['x-forwarded-for']).toBeUndefined()
    expect(request.headers['x-forwarded-host']).toBeUndefined()
    expect(request.headers['x-forwarded-proto']).toBeUndefined()
  })

  it('from a trusted proxy: keeps its host and scheme (first entry) and the walked address', () => {
    const request = arriving('10.0.0.2', {
      ...forged,
      'x-forwarded-host': 'www.vonkdigital.nl, internal',
      'x-forwarded-proto': 'https, http',
    })
    settleForwardedHeaders(request, parseTrust('10.0.0.0/30'))
    expect(request.headers[clientAddressHeader]).toBe('192.0.2.7')
    expect(request.headers['x-forwarded-host']).toBe('www.vonkdigital.nl')
    expect(request.headers['x-forwarded-proto']).toBe('https')
  })
})
