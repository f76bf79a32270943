/**
 * Which content coding a response goes out in: Brotli over gzip over none, as far as
 * the client's `Accept-Encoding` allows (read by `negotiator`, q-values and `*`
 * included). A header that allows nothing we have, or that cannot be read, gets the
 * identity coding rather than an error (RFC 9110 §12.5.3: a server SHOULD then send
 * the representation without a coding).
 */
import Negotiator from 'negotiator'

export type Coding = 'br' | 'gzip' | 'identity'

export const codings: readonly Coding[] = ['br', 'gzip', 'identity']

export function chooseCoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Coding[] = codings,
): Coding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding
  // negotiator 1.x takes the server's preference among equal q-values; its types (0.6) not yet.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as {
    encoding(available: Coding[], options: { preferred: Coding[] }): string | undefined
  }
  const chosen = negotiator.encoding([...available], { preferred: [...codings] })
  return available.includes(chosen as Coding) ? (chosen as Coding) : 'identity'
}

/** `Vary` with `Accept-Encoding` added once (the value Next.js gave is kept). */
export function varyOnEncoding(vary: string | number | string[] | undefined): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    names.push('Accept-Encoding')
  }
  return names.join(', ')
}
