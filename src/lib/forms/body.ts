import { formText, illFormedText } from '../http/bodyEncoding'
import { readLimited } from '../http/readLimited'
import { maxRequestBytes } from './fields'

export type BodyProblem = 'tooLarge' | 'unsupportedType' | 'unsupportedEncoding' | 'malformed'
export type ParsedBody =
  | { ok: true; fields: Record<string, unknown>; fromHtmlForm: boolean }
  | { ok: false; problem: BodyProblem }

/**
 * Reads a form post: JSON from the enhanced form, url-encoded or multipart from the
 * plain HTML form. Never throws: a problem is returned, so the caller answers 4xx. A
 * body that is not UTF-8 or claims a coding is refused rather than read lossily.
 */
export async function readFormBody(request: Request): Promise<ParsedBody> {
  const header = request.headers.get('content-type') ?? ''
  const type = (header.split(';')[0] ?? '').trim().toLowerCase()
  const kind = bodyKind(type)
  if (!kind) return { ok: false, problem: 'unsupportedType' }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxRequestBytes) return { ok: false, problem: 'tooLarge' }
  const bytes = await readLimited(request, maxRequestBytes)
  if (bytes === null) return { ok: false, problem: 'tooLarge' }
  const read = formText(bytes, header, request.headers.get('content-encoding'))
  if ('problem' in read) return { ok: false, problem: read.problem }
  const raw = read.text
  try {
    if (kind === 'json') {
      const fields = asRecord(JSON.parse(raw))
      if (illFormedText(fields)) return { ok: false, problem: 'malformed' }
      return { ok: true, fields, fromHtmlForm: false }
    }
    const form =
      kind === 'urlencoded'
        ? new URLSearchParams(raw)
        : await new Response(raw, { headers: { 'content-type': header } }).formData()
    return { ok: true, fields: formFields(form), fromHtmlForm: true }
  } catch {
    return { ok: false, problem: 'malformed' }
  }
}

function bodyKind(type: string): 'json' | 'urlencoded' | 'multipart' | null {
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'multipart/form-data') return 'multipart'
  return null
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError()
  return value as Record<string, unknown>
}

/** Form values as strings; a file or a repeated field makes the value unusable (not a string). */
export function formFields(form: URLSearchParams | FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key)
    fields[key] = values.length === 1 && typeof values[0] === 'string' ? values[0] : values
  }
  return fields
}
