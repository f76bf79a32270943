/**
 * next/image's optimizer (`/_next/image?url=…`) fetches its source inside the server
 * without the visitor's cookies, and keeps what it made: also after the source turned
 * private (an unpublished case's image, a deleted file), where it goes on serving its
 * copy. So `server.ts` first asks for the source itself, as a visitor without a session
 * would, and passes the request on only when that is allowed now.
 *
 * This gives the path and query to ask for, normalised as Next.js would fetch it (dot
 * segments resolved), or null when nothing needs asking: not the optimizer, a build
 * asset under `/_next/static/`, or a URL the optimizer refuses by itself (absolute or
 * protocol-relative: no remote sources are configured).
 */
export function optimizerSource(requestUrl: string | undefined): string | null {
  const request = parse(requestUrl ?? '')
  if (!request || request.pathname !== '/_next/image') return null
  const source = request.searchParams.get('url')
  if (!source || !source.startsWith('/') || source.startsWith('//')) return null
  const target = parse(source)
  if (!target) return null
  if (decoded(target.pathname).startsWith('/_next/static/')) return null
  return `${target.pathname}${target.search}`
}

function parse(url: string): URL | null {
  try {
    return new URL(url, 'http://internal')
  } catch {
    return null
  }
}

/** A malformed escape is not a build asset either: it gets asked about. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
