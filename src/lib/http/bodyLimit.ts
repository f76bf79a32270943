/**
 * A cap on every request body, before Next.js or Payload reads a byte of it: Payload's
 * REST API (`/api/users/login` included) buffers a JSON body whole before it checks
 * anything, so without this a client could make the server hold gigabytes. Uploads to
 * an upload collection get the larger cap (a video fits); everything else the small one
 * (the admin saves a document as a few kilobytes of form data; the public forms have
 * their own, smaller limit in src/lib/forms/fields.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const mebibyte = 1024 * 1024
export const bodyLimits = { upload: 256 * mebibyte, plain: 4 * mebibyte } as const

/** Payload's upload collections: where the admin posts files. */
const uploadPath = /^\/api\/media(?:\/|$)/

export function bodyLimitFor(url: string): number {
  const pathname = url.split('?')[0] ?? ''
  return uploadPath.test(pathname) ? bodyLimits.upload : bodyLimits.plain
}

/**
 * How long a refused body is still read (and dropped) while its client goes on sending.
 * Closing on unread bytes makes the kernel reset the connection, and a client that is
 * still writing then fails before it has read the 413 (nginx's lingering close, the same
 * idea). A body that ends sooner closes the connection at its end.
 */
const lingerMs = 5_000

/**
 * Answers 413 and closes the connection once the client has stopped sending: the whole
 * answer goes out at once (its length is declared, so the client can read it now), the
 * rest of the body is read and dropped, and the answer ends when the body does, when the
 * client goes away, or after `lingerMs`.
 */
function refuse(incoming: IncomingMessage, response: ServerResponse, limit: number): void {
  const body = JSON.stringify({
    errors: [
      {
        message: `The request body is larger than this address accepts (${limit / mebibyte} MB).`,
      },
    ],
  })
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  })
  response.write(body)
  const close = () => {
    clearTimeout(lingering)
    if (!response.writableEnded) response.end()
  }
  const lingering = setTimeout(close, lingerMs)
  // Once the body has ended, or the client has gone away.
  incoming.once('close', close)
  // Flowing without a listener: what still arrives is dropped.
  incoming.resume()
}

/**
 * Calls `pass` with the request once its body is known to fit `limit`, or answers 413.
 * A declared length is checked before anything is read (Node's parser never reads past
 * it). A body without one (chunked) is held as it arrives and refused the moment it
 * passes the limit (then read on and dropped until the client stops: `refuse`); when it
 * ends within it, the held chunks are handed on unchanged, so the app never sees a body
 * it would have to refuse half-way.
 */
export function withBodyLimit(
  incoming: IncomingMessage,
  response: ServerResponse,
  limit: number,
  pass: () => void,
): void {
  const declared = incoming.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) > limit) refuse(incoming, response, limit)
    else pass()
    return
  }
  if (incoming.headers['transfer-encoding'] === undefined) {
    pass()
    return
  }
  // Node's HTTP parser hands each chunk of the body to `push`; hold them until the end.
  const push = incoming.push.bind(incoming)
  const held: Buffer[] = []
  let size = 0
  incoming.push = (chunk: Buffer | null) => {
    if (chunk === null) {
      incoming.push = push
      for (const part of held) push(part)
      push(null)
      pass()
      return false
    }
    size += chunk.length
    if (size > limit) {
      // What was held and this chunk are dropped; the rest goes by the stream, dropped too.
      incoming.push = push
      held.length = 0
      refuse(incoming, response, limit)
      return true
    }
    held.push(chunk)
    return true
  }
}
