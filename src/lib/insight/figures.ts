/**
 * The figures the "Bezoekers" view shows, from the stored rows: per day, and per
 * dimension over a run of days (src/cms/insight/rollup.ts writes the rows). Pure.
 */
import { histogramValue, p75, type Bucket } from './percentiles'
import { vitalNames, type VitalName } from './beacon'

/** What one day's page views are counted by; `total` has one key, `all`. */
export const dimensions = {
  total: null,
  page: 'path',
  referrer: 'referrerHost',
  campaign: 'utmCampaign',
  source: 'utmSource',
  medium: 'utmMedium',
  language: 'locale',
  device: 'device',
} as const
export type Dimension = keyof typeof dimensions
export const totalKey = 'all'

/** One stored day of one dimension's key (visitors: unique on that day). */
export type DayRow = {
  day: string
  dimension: Dimension
  key: string
  views: number
  visitors: number
}
/** One histogram bucket of one page's metric on one day. */
export type VitalRow = {
  day: string
  path: string
  metric: VitalName
  value: number
  count: number
}

export type VitalSample = { path: string } & Record<VitalName, number | null>

/** A day's vitals beacons as histogram rows. */
export function vitalRows(day: string, samples: readonly VitalSample[]): VitalRow[] {
  const counts = new Map<string, VitalRow>()
  for (const sample of samples) {
    for (const metric of vitalNames) {
      const measured = sample[metric]
      if (measured === null || !Number.isFinite(measured)) continue
      const value = histogramValue(measured)
      const id = `${sample.path}\u0000${metric}\u0000${value}`
      const row = counts.get(id) ?? { day, path: sample.path, metric, value, count: 0 }
      row.count += 1
      counts.set(id, row)
    }
  }
  return [...counts.values()]
}

export type Ranked = { key: string; views: number; visitors: number }

/** Views and (daily unique) visitors per key of one dimension over the rows' days, most viewed first. */
export function ranked(rows: readonly DayRow[], dimension: Dimension, limit = 10): Ranked[] {
  const totals = new Map<string, Ranked>()
  for (const row of rows) {
    if (row.dimension !== dimension) continue
    const entry = totals.get(row.key) ?? { key: row.key, views: 0, visitors: 0 }
    entry.views += row.views
    entry.visitors += row.visitors
    totals.set(row.key, entry)
  }
  return [...totals.values()]
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, limit)
}

/** Page views and visitors on each day of the range (0 on a day without any). */
export function perDay(rows: readonly DayRow[], days: readonly string[]) {
  const byDay = new Map(
    rows.filter((row) => row.dimension === 'total').map((row) => [row.day, row] as const),
  )
  return days.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }))
}

export type SlowPage = { path: string; p75: number; samples: number }

/**
 * The pages with the highest 75th percentile of one metric over the rows' days. Pages
 * with fewer than `minimumSamples` measurements are left out: one slow phone is no trend.
 */
export function slowestPages(
  rows: readonly VitalRow[],
  metric: VitalName,
  limit = 5,
  minimumSamples = 1,
): SlowPage[] {
  const byPage = new Map<string, Bucket[]>()
  for (const row of rows) {
    if (row.metric !== metric) continue
    const buckets = byPage.get(row.path) ?? []
    buckets.push({ value: row.value, count: row.count })
    byPage.set(row.path, buckets)
  }
  const pages: SlowPage[] = []
  for (const [path, buckets] of byPage) {
    const samples = buckets.reduce((sum, bucket) => sum + bucket.count, 0)
    const value = p75(buckets)
    if (value !== null && samples >= minimumSamples) pages.push({ path, p75: value, samples })
  }
  return pages.sort((a, b) => b.p75 - a.p75 || a.path.localeCompare(b.path)).slice(0, limit)
}

export type CampaignLine = {
  campaign: string
  visitors: number
  views: number
  leads: number
  rate: number | null
}

/**
 * Per campaign (utm_campaign): visitors who came with it, and the leads and quote
 * requests whose source names it (src/lib/leads/source.ts); the rate is leads per
 * visitor. A campaign with leads but no counted visits (visitors who opted out, or
 * before counting began) is listed too.
 */
export function campaignLines(
  rows: readonly DayRow[],
  leads: ReadonlyMap<string, number>,
): CampaignLine[] {
  const visits = ranked(rows, 'campaign', Number.MAX_SAFE_INTEGER)
  const lines = new Map<string, CampaignLine>()
  for (const { key, views, visitors } of visits) {
    lines.set(key, { campaign: key, visitors, views, leads: 0, rate: null })
  }
  for (const [campaign, count] of leads) {
    const line = lines.get(campaign) ?? { campaign, visitors: 0, views: 0, leads: 0, rate: null }
    line.leads = count
    lines.set(campaign, line)
  }
  for (const line of lines.values()) {
    line.rate = line.visitors > 0 ? line.leads / line.visitors : null
  }
  return [...lines.values()].sort(
    (a, b) => b.visitors - a.visitors || b.leads - a.leads || a.campaign.localeCompare(b.campaign),
  )
}
