/**
 * A verified staff member's page (issue 27): the visitors' page as Next.js sends it, with
 * the staff bar added (staffBar.ts). Only requests whose Payload session the entry has
 * verified come here (staffSession.ts); visitors' pages are never rewritten. The answer is
 * personal: never stored by a cache (no-store), and never answered from the browser's
 * copy of a visitor's page (its validators are dropped), so the bar comes and goes with
 * the session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { type StaffBar, withStaffBar } from './staffBar.ts'

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)

/** Installs the bar on this response, before Next.js writes to it. */
export function withStaffPage(
  request: IncomingMessage,
  response: ServerResponse,
  bar: StaffBar,
): void {
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const flushHeaders = response.flushHeaders.bind(response)
  let held: Buffer[] | null | undefined

  // Only a page (200, HTML) is held; anything else goes out as it comes.
  const holding = () => {
    if (held === undefined) {
      const html = String(response.getHeader('content-type') ?? '').includes('text/html')
      held = response.statusCode === 200 && html ? [] : null
    }
    return held
  }

  // Next.js flushes the headers of a streamed answer early; a held page sends them at its end.
  response.flushHeaders = () => {
    if (!holding()) flushHeaders()
  }

  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    const buffer = holding()
    if (!buffer) return write(chunk, encoding as BufferEncoding, callback)
    buffer.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    ;(typeof encoding === 'function' ? encoding : callback)?.()
    return true
  }) as ServerResponse['write']

  response.end = ((
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    done?: Callback,
  ) => {
    const buffer = holding()
    if (!buffer) return end(chunk as Chunk, encoding as BufferEncoding, done)
    if (chunk && typeof chunk !== 'function') {
      buffer.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    }
    const html = withStaffBar(Buffer.concat(buffer).toString('utf8'), bar)
    response.setHeader('Cache-Control', 'private, no-store')
    response.removeHeader('etag')
    response.setHeader('Content-Length', Buffer.byteLength(html))
    const callback = [chunk, encoding, done].find((part) => typeof part === 'function')
    return end(request.method === 'HEAD' ? undefined : html, callback as Callback | undefined)
  }) as ServerResponse['end']
}
