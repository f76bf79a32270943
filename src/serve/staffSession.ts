/**
 * Whether a page request comes from logged-in staff, and the staff bar it then gets
 * (staffBar.ts). A request without Payload's session cookie is a visitor's: answered
 * at once, with no lookup. With the cookie, the session is verified by Payload itself
 * (`/api/users/me`, which checks the token's signature and expiry and that the account
 * still exists) and the account must have a staff role; the mere cookie proves nothing.
 * The record behind the page is then looked up with the same session, so the bar only
 * names what that account may read. Any failure means no bar: the page is served as to
 * a visitor. Used by server.ts under plain Node (relative `.ts` imports).
 */
import {
  adminLanguageCookie,
  cookieValue,
  isStaff,
  publicPage,
  sessionCookie,
  staffBar,
  staffLinks,
  type StaffBar,
} from './staffBar.ts'

type PageRequest = {
  method?: string
  url?: string
  headers: { cookie?: string; authorization?: string }
}
type Fetch = typeof fetch

/** How long the lookups may take before the page goes out without the bar. */
const lookupTimeoutMs = 3000

async function json(fetcher: Fetch, url: URL, authorization: string): Promise<unknown> {
  const answer = await fetcher(url, {
    headers: { Authorization: authorization, Accept: 'application/json' },
    signal: AbortSignal.timeout(lookupTimeoutMs),
  })
  if (!answer.ok) {
    await answer.arrayBuffer()
    return null
  }
  return answer.json()
}

/** The bar for this request, or null (a visitor, an invalid session, not staff, not a page). */
export async function staffBarFor(
  request: PageRequest,
  origin: string,
  fetcher: Fetch = fetch,
): Promise<StaffBar | null> {
  if (request.method !== 'GET') return null
  const token = cookieValue(request.headers.cookie, sessionCookie)
  if (!token) return null
  const page = publicPage(request.url ?? '/')
  if (!page) return null
  try {
    const me = (await json(fetcher, new URL('/api/users/me', origin), `JWT ${token}`)) as {
      user?: unknown
    } | null
    if (!isStaff(me?.user)) return null
    let id: string | number | null = null
    if (page.source.kind === 'record') {
      const query = new URLSearchParams({
        'where[slug][equals]': page.source.slug,
        locale: page.locale,
        depth: '0',
        limit: '1',
        'select[slug]': 'true',
      })
      const found = (await json(
        fetcher,
        new URL(`/api/${page.source.collection}?${query}`, origin),
        `JWT ${token}`,
      )) as { docs?: { id?: string | number }[] } | null
      id = found?.docs?.[0]?.id ?? null
    }
    const language = cookieValue(request.headers.cookie, adminLanguageCookie)
    return staffBar(staffLinks(page, id), language)
  } catch (error) {
    console.error('The staff bar was left out: its session lookup failed.', error)
    return null
  }
}

/**
 * Whether a request carries a staff session Payload accepts, as its session cookie or as
 * Payload's own `Authorization` header (`JWT …`, `users API-Key …`). Asked before an
 * upload's body is read (bodies.ts): a request without one is refused unread.
 */
export async function isStaffRequest(
  request: PageRequest,
  origin: string,
  fetcher: Fetch = fetch,
): Promise<boolean> {
  const token = cookieValue(request.headers.cookie, sessionCookie)
  const authorization = request.headers.authorization ?? (token ? `JWT ${token}` : null)
  if (!authorization) return false
  try {
    const me = (await json(fetcher, new URL('/api/users/me', origin), authorization)) as {
      user?: unknown
    } | null
    return isStaff(me?.user)
  } catch (error) {
    console.error('An upload was refused: its session could not be checked.', error)
    return false
  }
}
