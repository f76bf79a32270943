/**
 * The "Bezoekers" view's data (src/components/admin/Visitors.tsx), made from the stored
 * rows of a run of days (src/cms/insight/report.ts loads them). Pure.
 */
import type { AdminLanguage } from '@/lib/admin/dashboardTexts'
import type { VisitorRange } from '@/lib/admin/visitorsTexts'

import {
  campaignLines,
  perDay,
  ranked,
  slowestPages,
  type CampaignLine,
  type DayRow,
  type Ranked,
  type SlowPage,
  type VitalRow,
} from './figures'

export type VisitorsReport = {
  from: string
  to: string
  days: { day: string; views: number; visitors: number }[]
  totals: { views: number; visitors: number }
  pages: Ranked[]
  referrers: Ranked[]
  campaigns: CampaignLine[]
  sources: Ranked[]
  devices: Ranked[]
  languages: Ranked[]
  slowLcp: SlowPage[]
  slowInp: SlowPage[]
}

export type VisitorsProps = {
  language: AdminLanguage
  range: VisitorRange
  enabled: boolean
  report: VisitorsReport
}

export function visitorsReport(
  days: readonly string[],
  rows: readonly DayRow[],
  vitals: readonly VitalRow[],
  leadsByCampaign: ReadonlyMap<string, number>,
): VisitorsReport {
  const daily = perDay(rows, days)
  return {
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    days: daily,
    totals: {
      views: daily.reduce((sum, day) => sum + day.views, 0),
      visitors: daily.reduce((sum, day) => sum + day.visitors, 0),
    },
    pages: ranked(rows, 'page'),
    referrers: ranked(rows, 'referrer'),
    campaigns: campaignLines(rows, leadsByCampaign).slice(0, 10),
    sources: ranked(rows, 'source'),
    devices: ranked(rows, 'device'),
    languages: ranked(rows, 'language'),
    slowLcp: slowestPages(vitals, 'lcp'),
    slowInp: slowestPages(vitals, 'inp'),
  }
}
