/**
 * Liveness: the process answers (a hung event loop does not). Nothing is read; the
 * edge and monitoring restart an instance that stops answering here.
 * Readiness is /health/ready.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } })
}
