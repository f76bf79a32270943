/**
 * A long body Next.js ends as one string goes out after its headers, not joined to them.
 *
 * Next.js answers a page from its cache with `res.end(html)`, the whole page as one
 * string (send-payload.js), and Node then writes the headers and the body as one string,
 * `header + body` (`OutgoingMessage._send`, "to get the headers and first body chunk onto
 * the same packet"). For a page of 80,000 characters or more that join cost 1.1 ms of CPU
 * an answer in a bare Node server, against 0.2 ms with the headers sent first; the French
 * FAQ (116,711 characters) 2.1 ms against 0.45 (docs/performance.md, "Headers first").
 * The cliff lies between 57,000 and 80,000 two-byte characters (’, œ make a page two-byte),
 * consistent with V8 putting a string of more than 128 KiB in its large-object space, so
 * that each request's joined copy is one of those (not traced inside V8).
 * Below 32 Ki characters sending the headers first was measured a wash, so shorter bodies
 * keep Node's single write.
 *
 * The bytes on the wire are the same: the headers are sent first only when they are
 * already fixed (composed, or with a `Content-Length`), so the framing Node would choose
 * (a length, or chunks) is unchanged. Passed to `createServer` as its `ServerResponse`
 * class (Node's own option); nothing is replaced on a response at run time. Plain Node:
 * server.ts imports it with its extension.
 */
import { ServerResponse } from 'node:http'

/** From this many UTF-16 code units on, a string body goes out after its headers. */
export const longBody = 32 * 1024

type Callback = () => void

export class HeadersFirstResponse extends ServerResponse {
  override end(callback?: Callback): this
  override end(chunk: unknown, callback?: Callback): this
  override end(chunk: unknown, encoding: BufferEncoding, callback?: Callback): this
  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    const long = typeof chunk === 'string' && chunk.length >= longBody
    if (long && (this.headersSent || this.hasHeader('content-length'))) this.flushHeaders()
    return super.end(chunk as never, encoding as never, callback as never)
  }
}
