import { readinessAnswer } from '@/lib/readiness'
import { readiness } from '@/server/health'

/**
 * Readiness: 200 while this instance may get visitors, 503 (with the reason only) while
 * it shuts down, its database does not answer or a migration is pending. The edge's
 * active health check asks it every second (deploy/Caddyfile).
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const { status, body } = readinessAnswer(await readiness())
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
