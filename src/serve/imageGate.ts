/**
 * next/image's optimizer (`/_next/image?url=…`) fetches its source inside the server
 * without the visitor's cookies, and keeps what it made: also after the source turned
 * private (an unpublished case's image, a deleted file), where it goes on serving its
 * copy. So the entry first asks for the source itself, as a visitor without a session
 * would (one byte of it, asked of this server), and passes the request on only when that
 * is allowed now; else that answer's 4xx. The gate decides on the request's canonical
 * path (requestPath.ts): every other spelling of the optimizer was refused before.
 *
 * `optimizerSource` gives the path and query to ask for, normalised as Next.js would
 * fetch it (dot segments resolved), or null when nothing needs asking: not the
 * optimizer, a build asset under `/_next/static/`, or a URL the optimizer refuses by
 * itself (absolute or protocol-relative: no remote sources are configured).
 */
import { decoded, imageOptimizerPath } from './requestPath.ts'

export function optimizerSource(requestUrl: string | undefined): string | null {
  const request = parse(requestUrl ?? '')
  if (!request || request.pathname !== imageOptimizerPath) return null
  const source = request.searchParams.get('url')
  if (!source || !source.startsWith('/') || source.startsWith('//')) return null
  const target = parse(source)
  if (!target) return null
  // A malformed escape is not a build asset either: it gets asked about.
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

/**
 * The status to refuse an optimizer request with (the source's own 4xx, or 503 when it
 * cannot be asked), or null to let it through. `path` is the canonical request path.
 */
export async function refusedImageSource(
  path: string,
  requestUrl: string,
  origin: string,
): Promise<number | null> {
  if (path !== imageOptimizerPath) return null
  const source = optimizerSource(requestUrl)
  if (source === null) return null
  try {
    const answer = await fetch(new URL(source, origin), {
      headers: { Range: 'bytes=0-0' },
      redirect: 'manual',
    })
    // A byte or a short error: read to the end, so the connection is free again.
    await answer.arrayBuffer()
    if (answer.ok) return null
    return answer.status >= 400 && answer.status < 500 ? answer.status : 404
  } catch {
    return 503
  }
}
