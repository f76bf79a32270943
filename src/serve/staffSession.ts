/**
 * Whether a request carries a staff session Payload accepts, asked by the entry before an
 * upload's body is read (bodies.ts): a request without one is refused unread. The cookie
 * proves nothing by itself; Payload verifies it (`/api/users/me` checks the token's
 * signature and expiry, and that the account still exists), and the account must have a
 * staff role. Used by server.ts under plain Node (relative `.ts` imports). The staff bar
 * on public pages is Next.js's (src/proxy.ts, src/server/staffView.ts).
 */
import { hasRole, staffRoles } from '../lib/roles.ts'
import { cookieValue, sessionCookie } from '../lib/staffBar.ts'

/** How long the check may take before the upload is refused. */
const lookupTimeoutMs = 3000

type UploadRequest = { headers: { cookie?: string; authorization?: string } }

/**
 * True for Payload's session cookie or its own `Authorization` header (`JWT …`,
 * `users API-Key …`) of an account with a staff role; false for anything else, and when
 * the check fails.
 */
export async function isStaffRequest(
  request: UploadRequest,
  origin: string,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const token = cookieValue(request.headers.cookie, sessionCookie)
  const authorization = request.headers.authorization ?? (token ? `JWT ${token}` : null)
  if (!authorization) return false
  try {
    const answer = await fetcher(new URL('/api/users/me', origin), {
      headers: { Authorization: authorization, Accept: 'application/json' },
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
