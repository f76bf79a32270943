import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chooseCoding, varyOnEncoding } from '@/lib/http/encoding'
import { compressOnce, type FinalPage, sendFinal } from '@/lib/http/finalPage'
import { staticAssets } from '@/lib/http/staticAssets'

/*
 * Precompressed bytes without an edge: the build's static files and each kept page go
 * out in the coding the client allows, Brotli first, and round-trip to the same bytes.
 */

describe('choosing a coding', () => {
  it('prefers Brotli, then gzip, then none, as the client allows', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseCoding('gzip, deflate')).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(chooseCoding('*')).toBe('br')
    expect(chooseCoding(undefined)).toBe('identity')
    expect(chooseCoding('')).toBe('identity')
  })

  it('answers hostile headers with a coding the client can read, never an error', () => {
    expect(chooseCoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(chooseCoding('identity;q=0, br;q=0, gzip;q=0')).toBe('identity')
    expect(chooseCoding(';;;,,,=q=,br;q=abc,\u0000')).toMatch(/^(br|gzip|identity)$/)
    expect(chooseCoding('x'.repeat(60_000))).toBe('identity')
    expect(chooseCoding(`${'bogus;q=1, '.repeat(2_000)}gzip`)).toBe('gzip')
    expect(chooseCoding(['gzip', 'br'])).toBe('br')
    expect(chooseCoding('br', ['gzip', 'identity'])).toBe('identity')
  })

  it('adds Accept-Encoding to Vary once, keeping what was there', () => {
    expect(varyOnEncoding('rsc, next-router-state-tree')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    )
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding')
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding')
  })
})

/** A raw request (fetch would decode, and refuses some headers), its status, headers and bytes. */
function get(
  origin: string,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

function decoded(body: Buffer, coding: string | string[] | undefined): Buffer {
  if (coding === 'br') return brotliDecompressSync(body)
  if (coding === 'gzip') return gunzipSync(body)
  expect(coding).toBeUndefined()
  return body
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe("the build's static files (staticAssets.ts)", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'static-'))
  const script = Buffer.from(`self.x=${JSON.stringify('é'.repeat(3000))};`)
  let server: Server
  let origin = ''

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    mkdirSync(path.join(dist, 'static/media'), { recursive: true })
    writeFileSync(path.join(dist, 'static/chunks/app.js'), script)
    writeFileSync(path.join(dist, 'static/chunks/app.js.br'), brotliCompressSync(script))
    writeFileSync(path.join(dist, 'static/chunks/app.js.gz'), gzipSync(script))
    writeFileSync(path.join(dist, 'static/media/font.woff2'), Buffer.from([1, 2, 3]))
    writeFileSync(path.join(dist, 'secret.txt'), 'not public')
    const serveStatic = staticAssets(dist, [{ key: 'X-Content-Type-Options', value: 'nosniff' }])
    server = createServer((request, response) => {
      void serveStatic(request, response).then((served) => {
        if (served) return
        response.statusCode = 404
        response.end('left to Next.js')
      })
    })
    origin = await listen(server)
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(dist, { recursive: true, force: true })
  })

  for (const [accept, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['garbage;;q=zz', undefined],
  ] as const) {
    it(`Accept-Encoding "${accept}": ${coding ?? 'identity'}, the same bytes, immutable`, async () => {
      const answer = await get(origin, '/_next/static/chunks/app.js', { 'accept-encoding': accept })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(decoded(answer.body, answer.headers['content-encoding']).equals(script)).toBe(true)
    })
  }

  it('HEAD: the headers of the coding, no body', async () => {
    const answer = await get(
      origin,
      '/_next/static/chunks/app.js',
      { 'accept-encoding': 'br' },
      'HEAD',
    )
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(script).length)
    expect(answer.body.length).toBe(0)
  })

  it('a file without copies goes out as it is, without Vary', async () => {
    const answer = await get(origin, '/_next/static/media/font.woff2', { 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
    expect(answer.headers['content-type']).toBe('font/woff2')
    expect([...answer.body]).toEqual([1, 2, 3])
  })

  it('nothing outside the static folder, nothing unknown: left to Next.js', async () => {
    for (const pathname of [
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/app.js%00',
      '/_next/static/%E0%A4%A',
    ]) {
      const answer = await get(origin, pathname)
      expect(answer.status, pathname).toBe(404)
      expect(answer.body.toString()).toBe('left to Next.js')
    }
  })
})

describe('a kept page (finalPage.ts)', () => {
  const html = Buffer.from(
    `<!DOCTYPE html><html><body>${'<p>Vonk — één</p>'.repeat(500)}</body></html>`,
  )
  let page: FinalPage
  let server: Server
  let origin = ''

  beforeAll(async () => {
    const { br, gzip } = await compressOnce(html)
    page = {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'self'",
        vary: 'rsc, next-router-state-tree',
      },
      bodies: { identity: html, br, gzip },
      etag: '"abc"',
    }
    server = createServer((request, response) => sendFinal(request, response, page))
    origin = await listen(server)
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("answers with zlib's gzip at once; zopfli's smaller copy comes after, never waited for", async () => {
    const { gzip, smallerGzip } = await compressOnce(html)
    // zlib's own bytes: the first answer did not wait for zopfli.
    expect(gzip.equals(gzipSync(html, { level: 9 }))).toBe(true)
    const smaller = await smallerGzip
    expect(smaller).not.toBeNull()
    expect(smaller?.length).toBeLessThan(gzip.length)
    expect(gunzipSync(smaller ?? Buffer.alloc(0)).equals(html)).toBe(true)
  })

  it('compresses once into Brotli and gzip that round-trip to the same bytes', () => {
    expect(brotliDecompressSync(page.bodies.br).equals(html)).toBe(true)
    expect(gunzipSync(page.bodies.gzip).equals(html)).toBe(true)
    expect(page.bodies.br.length).toBeLessThan(page.bodies.gzip.length)
  })

  for (const [accept, coding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
    ['br;q=0', undefined],
  ] as const) {
    it(`Accept-Encoding "${accept}": ${coding ?? 'identity'}, Vary, an ETag of its own`, async () => {
      const answer = await get(origin, '/', { 'accept-encoding': accept })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
      expect(answer.headers.etag).toBe(coding ? `"abc-${coding}"` : '"abc"')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(decoded(answer.body, coding).equals(html)).toBe(true)
    })
  }

  it('a huge Accept-Encoding gets a readable answer or the server’s refusal, never a 5xx', async () => {
    const answer = await get(origin, '/', { 'accept-encoding': `${'x;q=0.1,'.repeat(1_500)}gzip` })
    expect(answer.status).toBe(200)
    expect(decoded(answer.body, answer.headers['content-encoding']).equals(html)).toBe(true)
    const tooBig = await get(origin, '/', { 'accept-encoding': 'x'.repeat(20_000) })
    expect(tooBig.status).toBe(431)
  })

  it('If-None-Match of any coding of the page: 304 without body or policy', async () => {
    for (const tag of ['"abc"', 'W/"abc-br"', '"other", "abc-gzip"']) {
      const answer = await get(origin, '/', { 'accept-encoding': 'br', 'if-none-match': tag })
      expect(answer.status, tag).toBe(304)
      expect(answer.body.length).toBe(0)
      expect(answer.headers['content-security-policy']).toBeUndefined()
      expect(answer.headers.etag).toBe('"abc-br"')
    }
    const changed = await get(origin, '/', { 'if-none-match': '"abcd"' })
    expect(changed.status).toBe(200)
  })

  it('HEAD: the length of the coding, no body', async () => {
    const answer = await get(origin, '/', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(Number(answer.headers['content-length'])).toBe(page.bodies.gzip.length)
    expect(answer.body.length).toBe(0)
  })
})
