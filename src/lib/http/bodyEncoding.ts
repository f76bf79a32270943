/**
 * What a form post may be sent as. The server decodes no content coding and reads text
 * as UTF-8 only; the web platform's own readers (`TextDecoder`, `formData()`,
 * `URLSearchParams`) quietly turn anything else into U+FFFD or store a coded body as if
 * it were text. These checks say so first, so such a post is refused and nothing of it
 * is stored.
 */

const identityCodings = new Set(['', 'identity'])
/** Transfer encodings of a multipart part that leave its bytes as they are. */
const plainTransfer = new Set(['7bit', '8bit', 'binary'])
const utf8Names = new Set(['utf-8', 'utf8', 'us-ascii'])

/** A `Content-Encoding` that asks for decoding the server does not do (gzip, br, …). */
export function codedBody(contentEncoding: string | null | undefined): boolean {
  if (!contentEncoding) return false
  return contentEncoding
    .split(',')
    .some((coding) => !identityCodings.has(coding.trim().toLowerCase()))
}

/** One parameter of a header value such as `multipart/form-data; boundary=x`. */
export function headerParameter(value: string, name: string): string | null {
  for (const part of value.split(';').slice(1)) {
    const at = part.indexOf('=')
    if (at === -1 || part.slice(0, at).trim().toLowerCase() !== name) continue
    return part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
  }
  return null
}

/** A `charset` other than UTF-8 (or its ASCII subset): the text would be read wrongly. */
export function foreignCharset(contentType: string): boolean {
  const charset = headerParameter(contentType, 'charset')
  return charset !== null && !utf8Names.has(charset.toLowerCase())
}

/** The bytes as text, or null when they are not UTF-8 (instead of U+FFFD in their place). */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * Url-encoded pairs whose percent-escapes are not UTF-8 (`%FF`): `URLSearchParams`
 * would read them as U+FFFD.
 */
export function badPercentEscapes(body: string): boolean {
  return body.split(/[&=]/).some((piece) => {
    try {
      decodeURIComponent(piece.replace(/\+/g, ' '))
      return false
    } catch {
      return true
    }
  })
}

/** A string with a lone surrogate (from a JSON `\ud800` escape) cannot be stored as UTF-8. */
export function illFormedText(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed()
  if (Array.isArray(value)) return value.some(illFormedText)
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => illFormedText(key) || illFormedText(item))
  }
  return false
}

/**
 * The header lines of each part of a multipart body (names in lower case). The
 * platform's parser reads only a part's name, file name and type and ignores the rest,
 * so a part that declares a coding or a charset would be stored as if it were plain.
 */
export function multipartPartHeaders(body: string, boundary: string): Map<string, string>[] {
  const parts = `\r\n${body}`.split(`\r\n--${boundary}`).slice(1)
  const headers: Map<string, string>[] = []
  for (const part of parts) {
    if (part.startsWith('--')) break
    const end = part.indexOf('\r\n\r\n')
    const lines = (end === -1 ? part : part.slice(0, end)).split('\r\n')
    const fields = new Map<string, string>()
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon > 0)
        fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
    }
    headers.push(fields)
  }
  return headers
}

/** A part that asks to be decoded (content or transfer coding) or read in another charset. */
export function codedPart(headers: Map<string, string>): boolean {
  const transfer = headers.get('content-transfer-encoding')?.toLowerCase()
  return (
    codedBody(headers.get('content-encoding')) ||
    (transfer !== undefined && !plainTransfer.has(transfer)) ||
    foreignCharset(headers.get('content-type') ?? '')
  )
}

export type TextProblem = 'malformed' | 'unsupportedEncoding'

/**
 * Whether a form post's bytes are text the server reads as sent: no content coding, a
 * UTF-8 charset, valid UTF-8 bytes and escapes, and no coded multipart part. Returns the
 * text, or the problem.
 */
export function formText(
  bytes: Uint8Array,
  contentType: string,
  contentEncoding: string | null | undefined,
): { text: string } | { problem: TextProblem } {
  if (codedBody(contentEncoding) || foreignCharset(contentType)) {
    return { problem: 'unsupportedEncoding' }
  }
  const text = utf8Text(bytes)
  if (text === null) return { problem: 'malformed' }
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded' && badPercentEscapes(text)) {
    return { problem: 'malformed' }
  }
  if (type === 'multipart/form-data') {
    const boundary = headerParameter(contentType, 'boundary')
    if (boundary && multipartPartHeaders(text, boundary).some(codedPart)) {
      return { problem: 'unsupportedEncoding' }
    }
  }
  return { text }
}
