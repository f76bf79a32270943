import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestPathVerdict } from '@/serve/requestPath'
import { staticFiles } from '@/serve/staticFiles'

/*
 * Precompressed bytes without an edge: the build's static files go out in the coding the
 * client allows, Brotli first, from the copies the build wrote, and round-trip to the
 * same bytes (sirv, src/serve/staticFiles.ts).
 */

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
    // The path as written: a URL string would have its dot segments resolved on the way.
    const { hostname, port } = new URL(origin)
    const target = { hostname, port, path: pathname, method, headers }
    const request = httpRequest(target, (response) => {
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

describe("the build's static files (staticFiles.ts)", () => {
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
    const serveStatic = staticFiles(dist, [{ key: 'X-Content-Type-Options', value: 'nosniff' }])
    server = createServer((request, response) => {
      // As the server entry does: a spelling of the path never reaches the files.
      const verdict = requestPathVerdict(request.url ?? '/')
      if (!verdict.canonical) {
        response.statusCode = 400
        response.end('refused')
        return
      }
      serveStatic(request, response, verdict.path, () => {
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
      expect(answer.headers['cache-control']).toMatch(/^public, ?max-age=31536000, ?immutable$/)
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/)
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

  it('a file without copies goes out as it is', async () => {
    const answer = await get(origin, '/_next/static/media/font.woff2', { 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-type']).toBe('font/woff2')
    expect([...answer.body]).toEqual([1, 2, 3])
  })

  it('nothing unknown: left to Next.js', async () => {
    const answer = await get(origin, '/_next/static/chunks/missing.js')
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).toBe('left to Next.js')
  })

  it('no other spelling of a file, and nothing outside the static folder, is served', async () => {
    for (const pathname of [
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/./chunks/app.js',
      '/_next/static/chunks//app.js',
      '/_next/static/chunks/%61pp.js',
      '/_next/static/chunks/app.js%00',
      '/_next/static/%E0%A4%A',
    ]) {
      const answer = await get(origin, pathname)
      expect(answer.status, pathname).toBe(400)
      expect(answer.body.toString()).not.toContain('not public')
    }
  })
})
