import { once } from 'node:events'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploadLimitBytes } from '@/lib/uploads'
import { bodyLimitFor, countBody, plainBodyLimit } from '@/serve/bodies'

const limit = 1000

/** What the app was handed of each body, by the path it was posted to. */
const handed = new Map<string, number>()

/** A server that answers with the length of the body it was handed. */
let server: Server
let origin = ''
beforeAll(async () => {
  server = createServer((incoming, response) => {
    countBody(incoming, response, limit, () => {
      let size = 0
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length
        handed.set(incoming.url ?? '', size)
      })
      incoming.on('end', () => {
        if (!response.headersSent) response.end(`read ${size}`)
      })
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Posts `chunks` one by one (chunked unless a length is given); the status and the answer. */
async function post(chunks: Buffer[], headers: Record<string, string | number> = {}, path = '/') {
  const outgoing = httpRequest(`${origin}${path}`, { method: 'POST', headers })
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    outgoing.on('response', (incoming) => {
      let text = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (part: string) => (text += part))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }))
    })
    outgoing.on('error', reject)
  })
  for (const chunk of chunks) {
    if (outgoing.destroyed) break
    outgoing.write(chunk)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  outgoing.end()
  return answer
}

describe('the request body cap', () => {
  it('hands a body within the cap on whole, declared or chunked', async () => {
    expect(await post([Buffer.alloc(limit)], { 'content-length': limit })).toEqual({
      status: 200,
      text: `read ${limit}`,
    })
    const parts = [Buffer.alloc(400), Buffer.alloc(400), Buffer.alloc(200)]
    expect(await post(parts)).toEqual({ status: 200, text: `read ${limit}` })
    expect(await post([])).toEqual({ status: 200, text: 'read 0' })
  })

  it('refuses a declared length past the cap before reading it', async () => {
    const outgoing = httpRequest(`${origin}/`, {
      method: 'POST',
      headers: { 'content-length': 10 * 1024 ** 3 },
    })
    outgoing.on('error', () => undefined)
    outgoing.write('{')
    const [incoming] = (await once(outgoing, 'response')) as [import('node:http').IncomingMessage]
    expect(incoming.statusCode).toBe(413)
    expect(incoming.headers.connection).toBe('close')
    outgoing.destroy()
  })

  it('refuses a chunked body once it passes the cap: the app gets no byte past it', async () => {
    const answer = await post(
      [Buffer.alloc(600), Buffer.alloc(600), Buffer.alloc(600)],
      {},
      '/chunked-past-the-cap',
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ message: expect.stringContaining('larger than this address accepts') }],
    })
    expect(handed.get('/chunked-past-the-cap')).toBeLessThanOrEqual(limit)
  })

  it('hands a chunked body on as it streams, not held until its end', async () => {
    const outgoing = httpRequest(`${origin}/streamed`, { method: 'POST' })
    outgoing.on('error', () => undefined)
    outgoing.write(Buffer.alloc(300))
    // The first chunk reaches the app while the client has not finished.
    await expect.poll(() => handed.get('/streamed')).toBe(300)
    outgoing.end()
  })

  // A client that is still sending when the answer comes (curl, a browser's upload) must
  // be able to read it: a server that closes on unread bytes makes the kernel reset the
  // connection, and the client's next write can fail before it has read the 413.
  it.each([
    ['chunked', 'transfer-encoding: chunked'],
    ['with a declared length', `content-length: ${3 * limit}`],
  ])(
    'reads on after refusing a body (%s), so the client can finish sending',
    async (_, framing) => {
      const chunked = framing.startsWith('transfer')
      const part = (size: number) =>
        chunked ? `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n` : 'x'.repeat(size)
      // Half-open, as a client busy sending is: the server's FIN does not stop its writes.
      const socket = connect({
        port: Number(new URL(origin).port),
        host: '127.0.0.1',
        allowHalfOpen: true,
      })
      const failures: Error[] = []
      socket.on('error', (error) => failures.push(error))
      let received = ''
      socket.setEncoding('utf8')
      socket.on('data', (text: string) => (received += text))
      const closed = new Promise((resolve) => socket.on('close', resolve))
      socket.write(`POST / HTTP/1.1\r\nhost: test\r\n${framing}\r\n\r\n${part(limit + 200)}`)
      await expect.poll(() => received).toContain('larger than this address accepts')
      expect(received).toMatch(/^HTTP\/1\.1 413 /)
      // The rest of the body, after the answer was read and a pause.
      await new Promise((resolve) => setTimeout(resolve, 100))
      for (let sent = limit + 200; sent < 3 * limit; sent += 400) {
        socket.write(part(Math.min(400, 3 * limit - sent)))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      socket.end(chunked ? '0\r\n\r\n' : '')
      await closed
      expect(failures).toEqual([])
    },
  )

  it('gives uploads to the media library Payload’s upload limit, and everything else the small cap', () => {
    expect(bodyLimitFor('POST', '/api/media')).toBe(uploadLimitBytes)
    expect(bodyLimitFor('PATCH', '/api/media/12')).toBe(uploadLimitBytes)
    expect(bodyLimitFor('POST', '/api/users/login')).toBe(plainBodyLimit)
    expect(bodyLimitFor('POST', '/api/mediaX')).toBe(plainBodyLimit)
    expect(bodyLimitFor('POST', '/admin/collections/media')).toBe(plainBodyLimit)
    expect(plainBodyLimit).toBeLessThan(uploadLimitBytes)
  })
})
