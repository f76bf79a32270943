/**
 * Rule 1 of the serving path (docs: "The request path"): one canonical request path.
 *
 * The entry's gates (the image optimizer's access check, the upload's session check, the
 * body caps, the static files) decide on the path of the request line as sent. Next.js
 * routes on another reading of it: its router collapses leading slashes and parses the
 * target with the WHATWG URL parser (dot segments resolved, `\` read as `/`, tabs and
 * newlines dropped), and then serves the image optimizer for every path that *starts
 * with* `/_next/image`, and matches Payload's `/api/[...slug]` on decoded segments. A gate
 * that reads the raw path can therefore be walked around by spelling: `/_next/image;x`,
 * `/_next/./image`, `/x/../api/media`, `/api/%6Dedia` (vercel/next.js's routing, not ours).
 *
 * So a request whose path reaches a reserved prefix (`/_next`, `/api`, `/admin`) by any
 * reading must be written in exactly one way, or it is refused with a 400 before any gate
 * or Next.js sees it: then the raw path, which the gates read, is what Next.js routes.
 * Pages (every other path) are Next.js's and its proxy's to normalise: nothing in the
 * entry decides on them.
 */

/** The prefixes whose paths Next.js and Payload route to something other than a page. */
const reserved = /^\/(?:_next|api|admin)(?:\/|$)/i

/** Next.js's image optimizer answers every path that starts with this (next-server.js). */
export const imageOptimizerPath = '/_next/image'

/** Characters a path segment may carry unescaped (RFC 3986 pchar, without `;` and `%`). */
const plainSegment = /^[A-Za-z0-9._~!$&'()*+,=:@-]*$/
/**
 * Escapes of characters that have a plain spelling, that change how a path splits, or
 * that no file or route name holds (control characters).
 */
const ambiguousEscape = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DEF]|5[CF]|7E|[01][0-9A-F]|7F)/i

export type PathVerdict = { canonical: true; path: string } | { canonical: false; reason: string }

/** The path part of a request target, as sent (origin form or absolute form). */
export function rawPath(target: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target)
  const rest = absolute ? target.slice(absolute[0].length) || '/' : target
  const end = rest.search(/[?#]/)
  return end < 0 ? rest : rest.slice(0, end)
}

/**
 * The path Next.js's router reads from the same target: router-server.js collapses the
 * leading slashes, and parseUrl (parse-relative-url.js) appends the rest to its own
 * origin and lets the WHATWG parser read it.
 */
export function routedPath(target: string): string {
  const collapsed = target.replace(/^\/+/, '/')
  try {
    const url = collapsed.startsWith('/') ? `http://routed.invalid${collapsed}` : collapsed
    return new URL(url).pathname
  } catch {
    return rawPath(target)
  }
}

/** The path percent-decoded; as it is when an escape is malformed. */
export function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Whether any reading of the path reaches a reserved prefix: as sent, as Next.js routes it,
 * with its repeated slashes folded (Next.js answers those with a 308 to the folded path),
 * each also percent-decoded.
 */
function touchesReserved(path: string): boolean {
  const readings = [path, path.replace(/[/\\]+/g, '/')]
  return readings.some((reading) => reserved.test(reading) || reserved.test(decoded(reading)))
}

/** Why this path is not the one spelling of itself, or null when it is. */
function spellingProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'not an origin-form path'
  if (!/^\/(?:_next|api|admin)(?:\/|$)/.test(path)) return 'a reserved prefix in another case'
  // One trailing slash is Next.js's to redirect; an empty segment inside is a spelling.
  const segments = path.slice(1).replace(/\/$/, '').split('/')
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') return 'an empty or dot segment'
    const plain = segment.replace(/%[0-9A-F]{2}/gi, '')
    if (!plainSegment.test(plain)) return 'a character outside a plain path segment'
    if (/%(?![0-9A-F]{2})/i.test(segment)) return 'a broken percent escape'
    if (ambiguousEscape.test(segment)) return 'an escape of a character with a plain spelling'
  }
  const routed = routedPath(path)
  if (routed !== path) return 'not the path Next.js would route'
  const image = decoded(path)
  if (image.startsWith(imageOptimizerPath) && image !== imageOptimizerPath) {
    return 'another spelling of the image optimizer'
  }
  return null
}

/**
 * The verdict on a request target: canonical (gates may decide on `path`), or refused.
 * Paths that reach no reserved prefix by any reading are always canonical: they are
 * pages, and the proxy sees them as Next.js normalised them.
 */
export function requestPathVerdict(target: string): PathVerdict {
  const path = rawPath(target)
  const routed = routedPath(target)
  if (!touchesReserved(path) && !touchesReserved(routed)) return { canonical: true, path: routed }
  if (target !== path && !target.startsWith(`${path}?`) && !target.startsWith(`${path}#`)) {
    return { canonical: false, reason: 'an absolute-form target' }
  }
  const problem = spellingProblem(path)
  return problem ? { canonical: false, reason: problem } : { canonical: true, path }
}
