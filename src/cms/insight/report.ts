import type { Payload } from 'payload'

import { addDays, dayOf, dayStart, daysBetween } from '@/lib/insight/days'
import type { DayRow, Dimension, VitalRow } from '@/lib/insight/figures'
import type { VitalName } from '@/lib/insight/beacon'
import { visitorsReport, type VisitorsReport } from '@/lib/insight/report'

import { dayFigures, rollUpPending } from './rollup'
import { figure, insightDatabase } from './tables'

/**
 * The last `range` days up to today: finished days from their stored figures (rolled
 * up first if the nightly purge has not done so yet), today from its raw beacons, and
 * the leads and quote requests of the same days per campaign, from their sources.
 */
export async function loadVisitorsReport(
  payload: Payload,
  range: number,
  now = new Date(),
): Promise<VisitorsReport> {
  const today = dayOf(now)
  const from = addDays(today, -(range - 1))
  await rollUpPending(payload, today)
  const { db, table, operators } = await insightDatabase(payload)
  const { and, gte, lt } = operators
  const stored = table('visitor_days')
  const histograms = table('visitor_vitals')
  const storedRows: Record<string, unknown>[] = await db
    .select()
    .from(stored)
    .where(and(gte(stored.day, from), lt(stored.day, today)))
  const storedVitals: Record<string, unknown>[] = await db
    .select()
    .from(histograms)
    .where(and(gte(histograms.day, from), lt(histograms.day, today)))
  const current = await dayFigures(payload, today)
  const rows: DayRow[] = [
    ...storedRows.map((row) => ({
      day: String(row.day),
      dimension: String(row.dimension) as Dimension,
      key: String(row.key),
      views: figure(row.views),
      visitors: figure(row.visitors),
    })),
    ...current.days,
  ]
  const vitals: VitalRow[] = [
    ...storedVitals.map((row) => ({
      day: String(row.day),
      path: String(row.path),
      metric: String(row.metric) as VitalName,
      value: figure(row.value),
      count: figure(row.count),
    })),
    ...current.vitals,
  ]
  const leads = await leadsByCampaign(payload, dayStart(from), dayStart(addDays(today, 1)))
  return visitorsReport(daysBetween(from, today), rows, vitals, leads)
}

/** Leads and quote requests created in [since, until), counted by their campaign. */
async function leadsByCampaign(payload: Payload, since: Date, until: Date) {
  const counts = new Map<string, number>()
  for (const collection of ['leads', 'quote-requests'] as const) {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { createdAt: { greater_than_equal: since.toISOString() } },
          { createdAt: { less_than: until.toISOString() } },
          { 'source.utmCampaign': { exists: true } },
        ],
      },
      select: { source: true },
      pagination: false,
      depth: 0,
    })
    for (const doc of docs) {
      const campaign = doc.source?.utmCampaign
      if (campaign) counts.set(campaign, (counts.get(campaign) ?? 0) + 1)
    }
  }
  return counts
}
