/**
 * A page's final bytes, as they go out: the HTML after the one pass (htmlPass.ts), its
 * headers, and its Brotli (quality 11) and gzip copies (zlib's at once, zopfli's when
 * ready: zopfli.ts), made once per page (in zlib's thread pool and zopfli's worker, so
 * other requests go on meanwhile) rather than per request.
 * `sendFinal` answers a request from them: the coding its `Accept-Encoding` allows
 * (encoding.ts), `Vary: Accept-Encoding`, an ETag per coding, 304 for a matching
 * `If-None-Match`, headers only for HEAD.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { chooseCoding, type Coding, varyOnEncoding } from './encoding.ts'
import { zopfliGzipper } from './zopfli.ts'

export type FinalPage = {
  status: number
  /** As Next.js set them, without the ones that belong to one coding or one connection. */
  headers: OutgoingHttpHeaders
  bodies: Record<Coding, Buffer>
  /** Strong, of the identity bytes (quoted); each coding sends its own variant. */
  etag: string
}

const brotli = promisify(brotliCompress)
const zlibGzip = promisify(gzip)
const gzipped = zopfliGzipper()

export type Compressed = {
  br: Buffer
  /** zlib's, level 9: what the first visitors get. */
  gzip: Buffer
  /** zopfli's copy, when it is smaller; made after the page has gone out. */
  smallerGzip: Promise<Buffer | null>
}

/**
 * Brotli 11 and zlib's gzip now; zopfli's gzip (about 3.5 % smaller) later. Zopfli takes
 * 0.2–1.5 s of CPU per page: waited for, it tripled the first answer of every page after
 * a deploy or a save (55 routes: 10–14 s, then 28–30 s). So nobody waits for it: the
 * kept page is replaced by one with zopfli's copy when it is ready (htmlDelivery.ts).
 */
export async function compressOnce(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    zlibGzip(body, { level: 9 }),
  ])
  const smallerGzip = gzipped(body).then(
    (smaller) => (smaller.length < gz.length ? smaller : null),
    () => null,
  )
  return { br, gzip: gz, smallerGzip }
}

/** Headers that describe one coding, one length or one connection, not the page. */
const perResponse = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
])

export function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !perResponse.has(name.toLowerCase())),
  )
}

function etagFor(page: FinalPage, coding: Coding): string {
  return coding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${coding}"`
}

/** Whether `If-None-Match` names this page in any of its codings (weak comparison). */
export function matchesPage(ifNoneMatch: string | undefined, page: FinalPage): boolean {
  if (!ifNoneMatch) return false
  const ours = new Set(['br', 'gzip', 'identity'].map((coding) => etagFor(page, coding as Coding)))
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || ours.has(tag))
}

/** `end`: the response's own, when the caller replaced `response.end` (htmlResponses.ts). */
export function sendFinal(
  request: IncomingMessage,
  response: ServerResponse,
  page: FinalPage,
  end: (body?: Buffer) => void = (body) => response.end(body),
) {
  const coding = chooseCoding(request.headers['accept-encoding'])
  response.statusCode = page.status
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined) response.setHeader(name, value)
  }
  response.setHeader('Vary', varyOnEncoding(page.headers.vary))
  response.setHeader('ETag', etagFor(page, coding))
  if (matchesPage(request.headers['if-none-match'], page)) {
    // The client's copy is this page: no body, and no policy to replace the one it has.
    response.statusCode = 304
    for (const name of response.getHeaderNames()) {
      if (name.startsWith('content-')) response.removeHeader(name)
    }
    end()
    return
  }
  const body = page.bodies[coding]
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding)
  response.setHeader('Content-Length', body.length)
  end(request.method === 'HEAD' ? undefined : body)
}
