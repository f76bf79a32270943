import { detectionSettings } from '@/lib/i18n/detectionSettings'

/**
 * Tells the browser whether automatic language detection is on (spec §4, optional).
 * Read at request time so one build serves both settings.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(detectionSettings(), { headers: { 'Cache-Control': 'no-store' } })
}
