import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import {
  type Generation,
  localGeneration,
  contentChanged,
  sharedGeneration,
} from '@/lib/http/contentEpoch'
import type { FinalPage } from '@/lib/http/finalPage'
import { memoryKey, PageMemory, sharedLifetime } from '@/lib/http/pageMemory'

/*
 * Prerendered pages answered from memory (src/lib/http/pageMemory.ts): only requests
 * that every visitor could have made, only answers Next.js gives everyone, and never
 * a page of an older generation of the content.
 */

const request = (url: string, headers: IncomingMessage['headers'] = {}, method = 'GET') =>
  ({ url, headers, method }) as IncomingMessage

const page = (text: string): FinalPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  bodies: { identity: Buffer.from(text), br: Buffer.from('b'), gzip: Buffer.from('g') },
  etag: '"x"',
})

describe('which requests a kept page may answer', () => {
  it('plain GET and HEAD of a page, the language cookie in the key', () => {
    expect(memoryKey(request('/'))).not.toBeNull()
    expect(memoryKey(request('/faq', {}, 'HEAD'))).toBe(memoryKey(request('/faq')))
    expect(memoryKey(request('/', { cookie: 'NEXT_LOCALE=en' }))).not.toBe(memoryKey(request('/')))
    expect(memoryKey(request('/', { cookie: 'consent=1' }))).toBe(memoryKey(request('/')))
  })

  it('never with a session, draft or preview cookie, however the header is written', () => {
    for (const cookie of [
      'payload-token=abc',
      'a=1; payload-token=abc',
      'a=1;payload-token=',
      '__prerender_bypass=1',
      'x=y;  __next_preview_data=z',
      'PAYLOAD-TOKEN=abc',
    ]) {
      expect(memoryKey(request('/', { cookie })), cookie).toBeNull()
    }
    expect(memoryKey(request('/', { cookie: 'not-payload-token-here=1' }))).not.toBeNull()
  })

  it('never for another answer than the page: RSC, router, action, range, a query, POST', () => {
    for (const header of [
      'rsc',
      'next-router-state-tree',
      'next-router-prefetch',
      'next-action',
      'range',
    ]) {
      expect(memoryKey(request('/', { [header]: '1' })), header).toBeNull()
    }
    expect(memoryKey(request('/?_rsc=1'))).toBeNull()
    expect(memoryKey(request('/?switch-locale=en'))).toBeNull()
    expect(memoryKey(request('/', {}, 'POST'))).toBeNull()
  })

  it('never the admin, the API, Next.js paths or files', () => {
    for (const url of [
      '/admin',
      '/admin/collections',
      '/api/posts',
      '/_next/data/x',
      '/robots.txt',
      'x',
    ]) {
      expect(memoryKey(request(url)), url).toBeNull()
    }
  })
})

describe('which answers are kept', () => {
  const html: OutgoingHttpHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=31536000',
    'x-nextjs-cache': 'HIT',
  }

  it('a cached page for everyone, for its s-maxage', () => {
    expect(sharedLifetime(200, html)).toBe(31_536_000_000)
    expect(
      sharedLifetime(200, { ...html, 'cache-control': 's-maxage=60, stale-while-revalidate' }),
    ).toBe(60_000)
  })

  it('no page for one person, no stale page, no error, no other type', () => {
    expect(sharedLifetime(200, { ...html, 'set-cookie': ['a=1'] })).toBeNull()
    expect(
      sharedLifetime(200, { ...html, 'cache-control': 'private, no-cache, no-store' }),
    ).toBeNull()
    expect(sharedLifetime(200, { ...html, 'cache-control': 'no-store, s-maxage=60' })).toBeNull()
    expect(sharedLifetime(200, { ...html, 'cache-control': 'public, max-age=0' })).toBeNull()
    expect(sharedLifetime(200, { ...html, 'x-nextjs-cache': 'STALE' })).toBeNull()
    expect(sharedLifetime(404, html)).toBeNull()
    expect(sharedLifetime(200, { ...html, 'content-type': 'application/json' })).toBeNull()
  })
})

describe('the generations of the content', () => {
  function memoryAt(clock: { now: number }, generation: () => Generation | null) {
    return new PageMemory({ generation, settleMs: 1_000, now: () => clock.now })
  }

  it('a change drops what was kept before it', async () => {
    const clock = { now: 10_000 }
    let current: Generation = { value: '1', stableSince: 0 }
    const memory = memoryAt(clock, () => current)
    const began = await memory.generation()
    await memory.keep('k', began, page('old'), 60_000)
    expect(memory.lookup('k', await memory.generation())?.bodies.identity.toString()).toBe('old')
    current = { value: '2', stableSince: clock.now }
    expect(memory.lookup('k', await memory.generation())).toBeNull()
  })

  it('keeps nothing from a request that began right after a change (Next.js may not have expired it yet)', async () => {
    const clock = { now: 10_000 }
    const current: Generation = { value: '2', stableSince: 9_500 }
    const memory = memoryAt(clock, () => current)
    const began = await memory.generation()
    clock.now = 20_000
    await memory.keep('k', began, page('maybe old'), 60_000)
    expect(memory.lookup('k', await memory.generation())).toBeNull()
    const later = await memory.generation()
    await memory.keep('k', later, page('new'), 60_000)
    expect(memory.lookup('k', await memory.generation())?.bodies.identity.toString()).toBe('new')
  })

  it('keeps nothing when the content changed while the request ran, or cannot be known', async () => {
    const clock = { now: 10_000 }
    let current: Generation | null = { value: '1', stableSince: 0 }
    const memory = memoryAt(clock, () => current)
    const began = await memory.generation()
    current = { value: '2', stableSince: clock.now }
    await memory.keep('k', began, page('old'), 60_000)
    expect(memory.lookup('k', await memory.generation())).toBeNull()
    current = null
    await memory.keep('k', await memory.generation(), page('x'), 60_000)
    expect(memory.lookup('k', null)).toBeNull()
  })

  it('keeps a page no longer than Next.js lets shared caches keep it', async () => {
    const clock = { now: 10_000 }
    const memory = memoryAt(clock, () => ({ value: '1', stableSince: 0 }))
    await memory.keep('k', await memory.generation(), page('p'), 5_000)
    clock.now += 4_999
    expect(memory.lookup('k', await memory.generation())).not.toBeNull()
    clock.now += 1
    expect(memory.lookup('k', await memory.generation())).toBeNull()
  })

  it('a save in this process moves the local generation on', () => {
    const before = localGeneration()
    contentChanged(123_456)
    const after = localGeneration()
    expect(after.value).not.toBe(before.value)
    expect(after.stableSince).toBe(123_456)
  })

  it('several instances: the Redis counter, a new generation after an outage', async () => {
    let shared: string | null = '7'
    let down = false
    const redis = {
      async ask<T>(work: (client: { get(key: string): Promise<string | null> }) => Promise<T>) {
        if (down) throw new Error('Redis is unavailable')
        return work({ get: async (key) => (key === 'vonk:content-epoch' ? shared : null) })
      },
    }
    // Later than any local change of the other tests (the local generation counts too).
    let now = Date.now() + 1_000
    const generation = sharedGeneration(redis, 'vonk:content-epoch', () => now)
    const first = await generation()
    expect(first?.stableSince).toBe(localGeneration().stableSince)
    now += 1_000
    shared = '8'
    const second = await generation()
    expect(second?.value).not.toBe(first?.value)
    expect(second?.stableSince).toBe(now)
    down = true
    expect(await generation()).toBeNull()
    down = false
    now += 1_000
    const third = await generation()
    expect(third?.value).not.toBe(second?.value)
    expect(third?.stableSince).toBe(now)
  })
})
