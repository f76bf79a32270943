import { describe, expect, it } from 'vitest'

import { takeLoginAttempt, takeSubmission } from '@/lib/rateLimit'

// Mirror submissionLimit and loginLimit in src/lib/rateLimit.ts, restated so the test
// does not trust the code.
const postsAllowed = 5
const loginsAllowed = 5

/** A form limit of each test's own, so the tests do not share a count. */
let round = 0
const formLimit = () => {
  round += 1
  const form = `contact-${round}`
  return (address: string) => takeSubmission(form, address)
}

describe('limits keyed on the client address', () => {
  it('count an IPv6 client per /64: one network cannot mint a key per address', async () => {
    const form = formLimit()
    // An ISP hands out a whole /64 to one line; every address in it is the same client.
    for (let host = 1; host <= postsAllowed; host++) {
      expect(await form(`2001:db8:aa:1::${host.toString(16)}`), `post ${host}`).toBe(0)
    }
    expect(await form('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBeGreaterThan(0)
    // The neighbouring /64 is another client.
    expect(await form('2001:db8:aa:2::1')).toBe(0)
  })

  it('count admin logins per /64 too', async () => {
    for (let host = 1; host <= loginsAllowed; host++) {
      expect(await takeLoginAttempt(`2001:db8:bb:1::${host}`), `login ${host}`).toBe(0)
    }
    expect(await takeLoginAttempt('2001:db8:bb:1:1234::9')).toBeGreaterThan(0)
    expect(await takeLoginAttempt('2001:db8:bb:2::1')).toBe(0)
  })

  it('read every spelling of an address as the same client', async () => {
    const form = formLimit()
    for (const spelling of [
      '2001:DB8:CC:1:0:0:0:1',
      '2001:db8:cc:1::2',
      '2001:0db8:00cc:0001::3',
    ]) {
      expect(await form(spelling)).toBe(0)
    }
    expect(await form('2001:db8:cc:1::4')).toBe(0)
    expect(await form('2001:db8:cc:1::5')).toBe(0)
    expect(await form('2001:db8:cc:1::6')).toBeGreaterThan(0)
  })

  it('count an IPv4 client per address, also when the socket reports it IPv6-mapped', async () => {
    const form = formLimit()
    for (let post = 1; post <= postsAllowed - 1; post++) {
      expect(await form('192.0.2.9'), `post ${post}`).toBe(0)
    }
    expect(await form('::ffff:192.0.2.9')).toBe(0)
    expect(await form('192.0.2.9')).toBeGreaterThan(0)
    // Its neighbour is another client.
    expect(await form('192.0.2.10')).toBe(0)
  })
})

describe("a lead's client trace (clientHash)", () => {
  it('is one per IPv6 /64, as the limits count, and never the address itself', async () => {
    process.env.PAYLOAD_SECRET ??= 'a-test-secret-of-enough-length-123'
    const { hashAddress } = await import('@/lib/forms/client')
    const one = hashAddress('2001:db8:1:2:aaaa::1')
    expect(hashAddress('2001:db8:1:2:ffff:1:2:3')).toBe(one)
    expect(hashAddress('2001:0db8:0001:0002::9')).toBe(one)
    expect(hashAddress('2001:db8:1:3::1')).not.toBe(one)
    expect(hashAddress('192.0.2.7')).toBe(hashAddress('::ffff:192.0.2.7'))
    expect(one).not.toContain('2001')
  })
})

describe('what a limit keeps in memory', () => {
  it('counts at most so many clients, dropping the oldest, and still limits the rest', async () => {
    const { boundedMemory } = await import('@/lib/rateLimit')
    const { RateLimiterMemory } = await import('rate-limiter-flexible')
    const limiter = boundedMemory(
      new RateLimiterMemory({ keyPrefix: 'bounded', points: 2, duration: 600 }),
      100,
    )
    const stored = (limiter as unknown as { _memoryStorage: { _storage: Map<string, unknown> } })
      ._memoryStorage._storage
    for (let client = 0; client < 1_000; client++) await limiter.consume(`flood-${client}`)
    expect(stored.size).toBe(100)
    expect(stored.has('bounded:flood-0')).toBe(false)
    expect(stored.has('bounded:flood-999')).toBe(true)
    await limiter.consume('visitor')
    await limiter.consume('visitor')
    await expect(limiter.consume('visitor')).rejects.toMatchObject({ remainingPoints: 0 })
  })
})
