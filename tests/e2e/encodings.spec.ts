import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { siteUrl } from './support/env'
import { expect, test } from './support/test'

/*
 * Compression without an edge (server.ts): the build's static files from their
 * precompressed copies, pages compressed per request, in the coding the client allows
 * (Brotli, gzip or none), each the same bytes once decoded, with `Vary: Accept-Encoding`,
 * never encoded twice, and any Accept-Encoding a client sends gets an answer it can read,
 * never a 5xx.
 */

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** The bytes on the wire (fetch would decode them, and sets Accept-Encoding itself). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${siteUrl}${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function decoded({ headers, body }: Raw): Buffer {
  const coding = headers['content-encoding']
  if (coding === undefined) return body
  // One coding only: a response compressed twice would name two.
  expect(coding).toMatch(/^(br|gzip)$/)
  return coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)
}

const codings = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['identity', undefined],
] as const

test.describe('compressed answers', () => {
  for (const path of ['/', '/fr/faq']) {
    test(`${path}: Brotli, gzip and none decode to the same page, with Vary and a validator each`, async () => {
      const answers = []
      for (const [accept, coding] of codings) {
        const answer = await raw(path, { 'accept-encoding': accept })
        expect(answer.status).toBe(200)
        expect(answer.headers['content-encoding']).toBe(coding)
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
        expect(String(answer.headers['content-security-policy'])).not.toMatch(
          /script-src[^;]*'unsafe-inline'/,
        )
        answers.push({ coding, etag: String(answer.headers.etag), page: decoded(answer) })
      }
      const first = answers[0]?.page ?? Buffer.alloc(0)
      for (const answer of answers) expect(answer.page.equals(first)).toBe(true)
      expect(first.toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
      // The page as Next.js made it has a strong validator; a compressed copy, a weak one.
      const plain = answers.find((answer) => answer.coding === undefined)?.etag ?? ''
      expect(plain).toMatch(/^"/)
      for (const answer of answers.filter((answer) => answer.coding !== undefined)) {
        expect(answer.etag).toBe(`W/${plain}`)
      }
    })
  }

  test('the validator of any coding gets a 304 without a body', async () => {
    const page = await raw('/', { 'accept-encoding': 'br' })
    for (const accept of ['gzip', 'br', 'identity']) {
      const again = await raw('/', {
        'accept-encoding': accept,
        'if-none-match': String(page.headers.etag),
      })
      expect(again.status, accept).toBe(304)
      expect(again.body.length).toBe(0)
    }
  })

  test('HEAD: the headers of the page, no body', async () => {
    const head = await raw('/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(String(head.headers['content-type'])).toMatch(/^text\/html/)
    expect(head.body.length).toBe(0)
  })

  test("the build's static files: precompressed, immutable, the same bytes", async () => {
    const home = (await raw('/')).body.toString('utf8')
    const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1] ?? ''
    expect(chunk).not.toBe('')
    const plain = await raw(chunk, { 'accept-encoding': 'identity' })
    for (const [accept, coding] of codings) {
      const answer = await raw(chunk, { 'accept-encoding': accept })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.headers['cache-control']).toMatch(/^public, ?max-age=31536000, ?immutable$/)
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(decoded(answer).equals(plain.body)).toBe(true)
    }
    const head = await raw(chunk, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.body.length).toBe(0)
  })

  test('a page with a query is compressed as any other', async () => {
    const answer = await raw('/cases?service=ecommerce', { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(decoded(answer).toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
  })

  test('hostile Accept-Encoding headers: a readable answer, never a 5xx', async () => {
    const page = decoded(await raw('/', { 'accept-encoding': 'identity' }))
    for (const accept of [
      'garbage',
      'br;q=0',
      'br;q=0, gzip;q=0, identity;q=0',
      ';;;,,q=,br;q=abc',
      `${'x-nonsense;q=0.1, '.repeat(400)}gzip`,
    ]) {
      for (const path of ['/', '/contact', '/cases?service=ecommerce']) {
        const answer = await raw(path, { 'accept-encoding': accept })
        expect(answer.status, `${path} ${accept.slice(0, 40)}`).toBe(200)
        const text = decoded(answer)
        if (path === '/') expect(text.equals(page)).toBe(true)
      }
    }
    // Larger than Node's header limit: refused by the server, not failed in it.
    const huge = await raw('/', { 'accept-encoding': 'x'.repeat(20_000) })
    expect(huge.status).toBe(431)
  })
})
