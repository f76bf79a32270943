/**
 * Request bodies, before Next.js or Payload reads a byte of them (rule 4 of the serving
 * path: bounded by construction):
 *
 * - an upload (a body sent to an upload collection) is read only for a verified staff
 *   session: anyone else gets a 401 before the body is read, so no anonymous upload is
 *   ever parsed or held (Payload would parse the multipart body before it checks access);
 * - every body has a cap: Payload's upload limit for uploads (src/lib/uploads.ts), a
 *   small one for the rest (Payload's REST API reads a JSON body whole before it checks
 *   anything). A declared length past it is refused before anything is read; a chunked
 *   body is counted as it streams to the app, never held, and refused the moment it
 *   passes the cap: the app gets no byte more.
 *
 * A refusal is written whole at once (its length is declared), the rest of the body is
 * read and dropped while the client goes on sending, for at most `lingerMs`, and the
 * connection then closes: closing on unread bytes makes the kernel reset it, and a
 * client still writing (curl, a browser's upload) would fail before reading the answer
 * (nginx's lingering close, the same idea).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { uploadLimitBytes, uploadPaths } from '../lib/uploads.ts'

const mebibyte = 1024 * 1024
/** Everything but uploads: the admin saves a document as a few kilobytes of form data. */
export const plainBodyLimit = 4 * mebibyte

export const lingerMs = 5_000

const bodyMethods = new Set(['POST', 'PUT', 'PATCH'])

/** Whether this request sends an upload (canonical path: src/serve/requestPath.ts). */
export function isUpload(method: string | undefined, path: string): boolean {
  return (
    bodyMethods.has(method ?? '') &&
    uploadPaths.some((base) => path === base || path.startsWith(`${base}/`))
  )
}

export function bodyLimitFor(method: string | undefined, path: string): number {
  return isUpload(method, path) ? uploadLimitBytes : plainBodyLimit
}

/** The answer to a refused body: JSON as Payload's own errors, then a lingering close. */
export function refuseBody(
  incoming: IncomingMessage,
  response: ServerResponse,
  status: 401 | 413,
  message: string,
): () => void {
  const body = JSON.stringify({ errors: [{ message }] })
  response.writeHead(status, {
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
  // Whatever still arrives is dropped (`push` is ours then, see countBody).
  incoming.resume()
  return close
}

const tooLarge = (limit: number) =>
  `The request body is larger than this address accepts (${limit / mebibyte} MB).`

/**
 * Calls `pass` once the body may be read: a declared length within `limit`, or a
 * chunked body, which is then counted as it arrives and cut off past `limit` (the app
 * waits for the rest until the connection closes, and fails then). Installed before
 * anything else reads or waits, so every chunk is counted.
 */
export function countBody(
  incoming: IncomingMessage,
  response: ServerResponse,
  limit: number,
  pass: () => void,
): void {
  const declared = incoming.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) > limit) refuseBody(incoming, response, 413, tooLarge(limit))
    else pass()
    return
  }
  if (incoming.headers['transfer-encoding'] !== undefined) {
    // Node's HTTP parser hands each chunk of the body to `push`.
    const push = incoming.push.bind(incoming)
    let size = 0
    let refused: (() => void) | null = null
    incoming.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
      // Refused: every further chunk is dropped; the body's end closes the connection.
      if (refused) {
        if (chunk === null) refused()
        return true
      }
      if (chunk !== null) size += chunk.length
      // Within the cap, or already answered otherwise (a 401 reads on and drops it).
      if (size <= limit || response.headersSent) return push(chunk, encoding)
      refused = refuseBody(incoming, response, 413, tooLarge(limit))
      // The app's reader waits for the rest; it fails when the request is torn down.
      response.once('finish', () => incoming.destroy())
      return true
    }
  }
  pass()
}
