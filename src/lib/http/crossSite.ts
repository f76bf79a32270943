/**
 * Whether a post comes from a page of another site, judged as Next.js judges a server
 * action: the `Origin` a browser sends must name the host the request was sent to
 * (`X-Forwarded-Host` from a trusted proxy, else `Host`). Stricter in two ways: an
 * opaque origin (`null`, a sandboxed frame) is refused, and so is a browser's own
 * `Sec-Fetch-Site` that says cross-site or same-site (a sibling subdomain). A client
 * that sends neither header is no browser page of another site, and is let through.
 */
export function isCrossSitePost(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = headers.get('origin')
  if (origin === null) return false
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  return !host || hostOf(origin) !== host.toLowerCase()
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}
