import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import { randomBytes } from 'node:crypto'

import sharp from 'sharp'

import { editorToken } from './support/editor'
import { siteUrl } from './support/env'
import { expect, test } from './support/test'

/**
 * Every request body is capped before Next.js or Payload reads it (server.ts): Payload's
 * API buffers a JSON body whole before any check. A body past the cap is refused with
 * 413 while it is still arriving, whether its length is declared or not; an upload
 * larger than the JSON cap still fits the upload cap.
 */
test.setTimeout(120_000)

// Restated from src/lib/http/bodyLimit.ts, so the test does not trust the code.
const plainCap = 4 * 1024 * 1024

type Streamed = { status: number; body: string; sent: number }

/**
 * Streams up to `total` bytes (one reused 1 MB chunk, so nothing large is allocated) and
 * stops as soon as an answer arrives; status 0 when none came within `patience`.
 */
async function streamPost(
  path: string,
  headers: Record<string, string | number>,
  total: number,
  patience = 10_000,
): Promise<Streamed> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  const started = Date.now()
  const outgoing = httpRequest(`${siteUrl}${path}`, { method: 'POST', headers })
  let sent = 0
  let answer: Omit<Streamed, 'sent'> | null = null
  const answered = new Promise<void>((resolve) => {
    outgoing.on('response', (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (text: string) => (body += text))
      incoming.on('end', () => {
        answer = { status: incoming.statusCode ?? 0, body }
        resolve()
      })
      incoming.on('error', () => resolve())
    })
    // A reset ends the wait; if it came before the answer was read, the status is 0.
    outgoing.on('error', () => resolve())
  })
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, patience))
  while (answer === null && sent < total && !outgoing.destroyed) {
    const flowing = outgoing.write(chunk)
    sent += chunk.length
    if (!flowing) {
      await Promise.race([once(outgoing, 'drain'), answered, timeout])
      if (Date.now() - started > patience) break
    }
  }
  await Promise.race([answered, timeout])
  outgoing.destroy()
  const { status, body } = answer ?? { status: 0, body: '' }
  return { status, body, sent }
}

test('a JSON body that declares more than the cap gets 413 as soon as its headers arrive', async () => {
  const declared = 10 * 1024 * 1024 * 1024
  const result = await streamPost(
    '/api/users/login',
    { 'content-type': 'application/json', 'content-length': declared },
    // The client sends on, as curl or a browser would: the server reads on (and drops)
    // until it stops, so the answer is not lost to a reset.
    64 * 1024 * 1024,
  )
  expect(result.status).toBe(413)
  expect(JSON.parse(result.body)).toMatchObject({
    errors: [{ message: expect.stringMatching(/larger than this address accepts/) }],
  })
  expect(result.sent).toBeLessThan(plainCap + 48 * 1024 * 1024)
})

test('a chunked body without a length gets 413 once it passes the cap', async () => {
  const result = await streamPost(
    '/api/users/login',
    { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    64 * 1024 * 1024,
  )
  expect(result.status).toBe(413)
  expect(result.body).toMatch(/larger than this address accepts/)
  // Refused while arriving: what was sent is the cap plus what the sockets buffered.
  expect(result.sent).toBeGreaterThan(plainCap)
  expect(result.sent).toBeLessThan(plainCap + 48 * 1024 * 1024)
})

test('an image larger than the JSON cap still uploads to the media library', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  // Noise does not compress: about 5 MB of PNG.
  const width = 1400
  const height = 1250
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(png.length).toBeGreaterThan(plainCap)
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: `noise-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Ruis' }),
    },
    timeout: 60_000,
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number } }
  expect((await request.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200)
})
