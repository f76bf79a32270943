import { isFormKind, issueStartToken } from '@/lib/forms/token'

/**
 * A signed "this form started now" stamp, fetched when a visitor starts filling in a
 * form: `/forms/token?form=contact` (or newsletter, quote).
 */
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  const form = new URL(request.url).searchParams.get('form')
  const headers = { 'cache-control': 'no-store' }
  if (!isFormKind(form)) return Response.json({ error: 'unknown form' }, { status: 400, headers })
  return Response.json({ token: issueStartToken(form) }, { headers })
}
