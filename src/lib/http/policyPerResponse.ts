/**
 * Holds back an HTML response that carries a Content-Security-Policy until its last
 * byte, then sets the policy with the hashes of the inline scripts actually sent
 * (see scriptHashes.ts). Installed by the server entry on each response before Next.js
 * writes to it, and inside the compression, which therefore compresses the finished
 * page. Pages are prerendered and small, so holding one back costs little; streamed
 * answers arrive whole. `rewrite`, when given, changes the page first (the server entry
 * inlines its critical CSS, criticalCss.ts); a rewrite that throws leaves it as it was.
 */
import type { ServerResponse } from 'node:http'

import { withScriptHashes } from './scriptHashes.ts'

const policyHeader = 'content-security-policy'

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)
}

function holdsPolicy(response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '')
  return type.includes('text/html') && typeof response.getHeader(policyHeader) === 'string'
}

export type Rewrite = (html: string) => string

function rewritten(body: Buffer, rewrite: Rewrite | undefined): Buffer {
  if (!rewrite || body.length === 0) return body
  try {
    const html = body.toString('utf8')
    const changed = rewrite(html)
    return changed === html ? body : Buffer.from(changed, 'utf8')
  } catch (error) {
    console.error('Rewriting a page failed; it is sent as rendered.', error)
    return body
  }
}

export function hashInlineScriptsPerResponse(response: ServerResponse, rewrite?: Rewrite): void {
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const flushHeaders = response.flushHeaders.bind(response)
  let held: Buffer[] | null = null
  let decided = false

  const decide = () => {
    if (decided) return
    decided = true
    // A 304 has no body to hash; its headers would replace the cached page's policy.
    if (response.statusCode === 304) response.removeHeader(policyHeader)
    else if (holdsPolicy(response)) held = []
  }

  response.flushHeaders = () => {
    decide()
    if (!held) flushHeaders()
  }

  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    decide()
    if (!held) return write(chunk, encoding as BufferEncoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    held.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    done?.()
    return true
  }) as ServerResponse['write']

  response.end = ((
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) => {
    decide()
    if (!held) return end(chunk as Chunk, encoding as BufferEncoding, callback)
    const done = [chunk, encoding, callback].find((part) => typeof part === 'function') as
      Callback | undefined
    if (chunk && typeof chunk !== 'function') {
      held.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    }
    const sent = Buffer.concat(held)
    const body = rewritten(sent, rewrite)
    if (body !== sent && response.hasHeader('content-length')) {
      response.setHeader('content-length', body.length)
    } else if (rewrite && response.req?.method === 'HEAD') {
      // The length of a page that would be rewritten is not known without its body.
      response.removeHeader('content-length')
    }
    const policy = String(response.getHeader(policyHeader))
    response.setHeader(policyHeader, withScriptHashes(policy, body.toString('utf8')))
    if (done) response.once('finish', () => done())
    return end(body)
  }) as ServerResponse['end']
}
