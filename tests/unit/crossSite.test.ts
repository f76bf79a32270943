import { describe, expect, it } from 'vitest'

import { isCrossSitePost } from '@/lib/http/crossSite'

const post = (headers: Record<string, string>) => isCrossSitePost(new Headers(headers))

describe('cross-site form posts', () => {
  it('lets the site’s own pages post', () => {
    expect(
      post({ host: 'vonk.nl', origin: 'https://vonk.nl', 'sec-fetch-site': 'same-origin' }),
    ).toBe(false)
    expect(post({ host: 'localhost:3000', origin: 'http://localhost:3000' })).toBe(false)
    expect(
      post({ host: 'app:3000', 'x-forwarded-host': 'vonk.nl', origin: 'https://vonk.nl' }),
    ).toBe(false)
  })

  it('lets a client without a browser’s headers through (it is no page of another site)', () => {
    expect(post({ host: 'vonk.nl' })).toBe(false)
  })

  it.each([
    [{ host: 'vonk.nl', origin: 'https://evil.example' }],
    [{ host: 'vonk.nl', origin: 'https://vonk.nl.evil.example' }],
    [{ host: 'vonk.nl', origin: 'null' }],
    [{ host: 'vonk.nl', origin: 'not a url' }],
    [{ host: 'vonk.nl', origin: 'file://vonk.nl' }],
    [{ host: 'vonk.nl', 'sec-fetch-site': 'cross-site' }],
    [{ host: 'vonk.nl', 'sec-fetch-site': 'same-site', origin: 'https://blog.vonk.nl' }],
    [{ host: 'vonk.nl', origin: 'https://vonk.nl', 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'https://vonk.nl' }],
  ])('refuses %j', (headers) => {
    expect(post(headers)).toBe(true)
  })
})
