import { issueStartToken } from '@/lib/forms/token'

/** A signed "form started now" stamp, fetched when a visitor starts filling in a form. */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ token: issueStartToken() }, { headers: { 'cache-control': 'no-store' } })
}
