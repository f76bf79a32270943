import { describe, expect, it } from 'vitest'

import { servingFor, trustedOrigins } from '@/lib/serving'

describe('who npm start serves', () => {
  it('without SITE_URL: a local trial on loopback, with its own address', () => {
    expect(servingFor({}, 3000)).toEqual({
      kind: 'trial',
      hostname: '127.0.0.1',
      origin: 'http://127.0.0.1:3000',
    })
    expect(servingFor({ HOSTNAME: '127.0.0.1' }, 4123)).toMatchObject({
      kind: 'trial',
      origin: 'http://127.0.0.1:4123',
    })
    expect(servingFor({ HOSTNAME: '::1' }, 3000)).toMatchObject({ origin: 'http://[::1]:3000' })
    expect(servingFor({ HOSTNAME: 'localhost' }, 3000)).toMatchObject({ kind: 'trial' })
  })

  it.each(['0.0.0.0', '::', '192.0.2.10', 'vonk.example'])(
    'without SITE_URL refuses to listen on %s',
    (HOSTNAME) => {
      expect(servingFor({ HOSTNAME }, 3000).kind).toBe('refused')
    },
  )

  it('serves visitors with an https:// SITE_URL only', () => {
    expect(servingFor({ SITE_URL: 'https://www.vonk.nl/' }, 3000)).toEqual({
      kind: 'public',
      hostname: undefined,
      origin: 'https://www.vonk.nl',
    })
    for (const SITE_URL of ['http://www.vonk.nl', 'ftp://vonk.nl', 'vonk.nl', 'http://192.0.2.1']) {
      expect(servingFor({ SITE_URL }, 3000).kind, SITE_URL).toBe('refused')
    }
    // Plain HTTP where nobody else listens: loopback on both sides.
    expect(
      servingFor({ SITE_URL: 'http://localhost:8080', HOSTNAME: '127.0.0.1' }, 3000),
    ).toMatchObject({ kind: 'trial', origin: 'http://localhost:8080' })
    expect(servingFor({ SITE_URL: 'http://localhost:8080', HOSTNAME: '0.0.0.0' }, 3000).kind).toBe(
      'refused',
    )
    expect(servingFor({ SITE_URL: 'http://localhost:8080' }, 3000)).toMatchObject({
      kind: 'trial',
      hostname: '127.0.0.1',
    })
  })
})

describe('where Payload accepts a session cookie from', () => {
  it('the public address only, when there is one', () => {
    expect(trustedOrigins({ SITE_URL: 'https://www.vonk.nl/' })).toEqual(['https://www.vonk.nl'])
  })

  it('the trial’s loopback names on its own port', () => {
    expect(trustedOrigins({ LOCAL_TRIAL_URL: 'http://127.0.0.1:4123' })).toEqual([
      'http://localhost:4123',
      'http://127.0.0.1:4123',
      'http://[::1]:4123',
    ])
  })
})
