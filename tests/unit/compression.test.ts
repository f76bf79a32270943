import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { perRequestCompression } from '@/serve/compression'

/*
 * The contract with the edge (issue 26): behind a trusted proxy the app compresses
 * nothing per request; without one it compresses what is not encoded yet. Either way an
 * answer that is already encoded is sent as it is, never encoded twice.
 */

const page = `<!DOCTYPE html><html><body>${'<p>Vonk</p>'.repeat(400)}</body></html>`
const packed = gzipSync(page)

function serve(trustProxy: string | undefined): Server {
  const compress = perRequestCompression(trustProxy)
  return createServer((request, response) =>
    compress(request, response, () => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      if (request.url === '/encoded') {
        response.setHeader('content-encoding', 'gzip')
        response.end(packed)
      } else response.end(page)
    }),
  )
}

function get(origin: string, path: string) {
  return new Promise<{ coding?: string; body: Buffer }>((resolve, reject) => {
    httpRequest(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({ coding: incoming.headers['content-encoding'], body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

describe.each([
  ['behind a trusted proxy', '127.0.0.1'],
  ['without one', undefined],
])('per-request compression %s', (_name, trustProxy) => {
  let server: Server
  let origin = ''
  beforeAll(async () => {
    server = serve(trustProxy)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it(
    trustProxy ? 'leaves a dynamic answer to the edge' : 'compresses a dynamic answer',
    async () => {
      const answer = await get(origin, '/dynamic')
      if (trustProxy) {
        expect(answer.coding).toBeUndefined()
        expect(answer.body.toString()).toBe(page)
      } else expect(answer.coding).toMatch(/^(br|gzip)$/)
    },
  )

  it('sends an answer already encoded as it is', async () => {
    const answer = await get(origin, '/encoded')
    expect(answer.coding).toBe('gzip')
    expect(answer.body.equals(packed)).toBe(true)
  })
})
