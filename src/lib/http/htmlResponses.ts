/**
 * Holds back an HTML response that carries a Content-Security-Policy until its last
 * byte, then sends the page after the one pass (htmlPass.ts) with the policy made of
 * the hashes of its inline scripts (scriptHashes.ts). Installed by the server entry on
 * each response before Next.js writes to it. Pages are prerendered and small, so
 * holding one back costs little; streamed answers arrive whole. A pass that throws
 * leaves the page as it was rendered (its scripts still hashed).
 *
 * `deliver`, when given, may take the finished page over (pageMemory.ts: a page for
 * everyone goes out precompressed and is kept); otherwise it is sent here as it is,
 * and the entry's compression, if any, compresses it.
 */
import type { ServerResponse } from 'node:http'

import type { HtmlPass, PassedPage } from './htmlPass.ts'
import { policyWithHashes, scriptHashesOf } from './scriptHashes.ts'

const policyHeader = 'content-security-policy'

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

/** Takes over the finished page (true), or leaves it to be sent as it is (false). */
export type Deliver = (body: Buffer, send: (body?: Buffer) => void) => boolean

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)
}

function holdsPolicy(response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '')
  return type.includes('text/html') && typeof response.getHeader(policyHeader) === 'string'
}

function passed(html: string, pass: HtmlPass): PassedPage {
  try {
    return pass(html)
  } catch (error) {
    console.error('The HTML pass failed; the page is sent as rendered.', error)
    return { html, scriptHashes: scriptHashesOf(html) }
  }
}

export function finishHtmlPerResponse(
  response: ServerResponse,
  pass: HtmlPass,
  deliver?: Deliver,
): void {
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
    if (done) response.once('finish', () => done())
    const sent = Buffer.concat(held)
    const page = sent.length > 0 ? passed(sent.toString('utf8'), pass) : null
    const body = page ? Buffer.from(page.html, 'utf8') : sent
    const policy = String(response.getHeader(policyHeader))
    response.setHeader(policyHeader, policyWithHashes(policy, page?.scriptHashes ?? []))
    if (body.length > 0 && deliver?.(body, (final) => end(final))) return response
    if (body !== sent && response.hasHeader('content-length')) {
      response.setHeader('content-length', body.length)
    } else if (body.length === 0 && response.req?.method === 'HEAD') {
      // The length of a page after the pass is not known without its body.
      response.removeHeader('content-length')
    }
    return end(body)
  }) as ServerResponse['end']
}
