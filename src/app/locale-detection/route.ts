/**
 * Tells the browser whether automatic language detection is on (spec §4, optional).
 * Read at request time so one build serves both settings.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  const enabled = process.env.LOCALE_DETECTION === 'on'
  return Response.json(
    { enabled, lookupUrl: enabled ? (process.env.LOCALE_LOOKUP_URL ?? null) : null },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
