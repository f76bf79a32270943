/**
 * Whether a request carries a staff session Payload accepts, asked by the entry before an
 * upload's body is read (bodies.ts): a request without one is refused unread. The gate
 * reads no credential itself: it sends the request's own credential headers to Payload's
 * `/api/users/me`, so Payload decides with the same reading it will give the upload (the
 * last of two session cookies, its CSRF rule on `Origin` and `Sec-Fetch-Site`, its
 * `Authorization` schemes), checks the token's signature and expiry and that the account
 * still exists; the account must have a staff role. Used by server.ts under plain Node
 * (relative `.ts` imports). The staff bar on public pages is Next.js's (src/proxy.ts,
 * src/server/staffView.ts).
 */
import { hasRole, staffRoles } from '../lib/roles.ts'

/** How long the check may take before the upload is refused. */
const lookupTimeoutMs = 3000

/** The headers Payload's auth strategies read (payload/dist/auth/extractJWT.js, API keys). */
const credentialHeaders = ['cookie', 'authorization', 'origin', 'sec-fetch-site'] as const

type UploadRequest = { headers: Partial<Record<string, string | string[]>> }

/**
 * True when Payload accepts the request's session cookie or `Authorization` header (`JWT …`,
 * `users API-Key …`) for an account with a staff role; false for anything else, and when
 * the check fails.
 */
export async function isStaffRequest(
  request: UploadRequest,
  origin: string,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const headers = new Headers({ Accept: 'application/json' })
  for (const name of credentialHeaders) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  if (!headers.has('cookie') && !headers.has('authorization')) return false
  try {
    const answer = await fetcher(new URL('/api/users/me', origin), {
      headers,
      signal: AbortSignal.timeout(lookupTimeoutMs),
    })
    if (!answer.ok) {
      await answer.arrayBuffer()
      return false
    }
    const me = (await answer.json()) as { user?: unknown } | null
    return hasRole(me?.user, ...staffRoles)
  } catch (error) {
    console.error('An upload was refused: its session could not be checked.', error)
    return false
  }
}
