/**
 * Pure parts of the staff dashboard (src/components/admin/Dashboard.tsx): the week it
 * counts, the admin list URLs its figures link to, and this week's leads per source.
 */
import type { EditorialCollection } from '@/lib/editorial'
import type { Locale } from '@/lib/i18n/locales'
import { sourceLabel, type VisitSource } from '@/lib/leads/source'

/** The agency's clock: a week starts on Monday at midnight in Amsterdam. */
export const agencyTimeZone = 'Europe/Amsterdam'

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** Milliseconds the zone is ahead of UTC at `at`. */
export function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  )
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return wall - Math.floor(at / 1000) * 1000
}

/** The start of the week that contains `now`: Monday 00:00 in the zone, as an instant. */
export function weekStart(now: Date, timeZone = agencyTimeZone): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  const back = weekdays.indexOf(String(parts.weekday))
  const midnightAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day) - back,
  )
  // The zone's offset at that midnight (Monday never starts inside a DST change).
  return new Date(midnightAsUtc - zoneOffset(midnightAsUtc, timeZone))
}

/** A `where` as Payload's admin list reads it from the URL (`where[status][equals]=new`). */
export type WhereQuery = { [key: string]: string | WhereQuery | WhereQuery[] }

function queryPairs(value: WhereQuery | WhereQuery[] | string, prefix: string): string[] {
  if (typeof value === 'string') {
    return [`${encodeURIComponent(prefix)}=${encodeURIComponent(value)}`]
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, item]) => queryPairs(item, `${prefix}[${key}]`))
}

/** The admin list of a collection, filtered: where a figure on the dashboard leads. */
export function listHref(
  collection: string,
  where?: WhereQuery,
  extra: Record<string, string> = {},
): string {
  const pairs = [
    ...Object.entries(extra).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    ...(where ? queryPairs(where, 'where') : []),
  ]
  return `/admin/collections/${collection}${pairs.length ? `?${pairs.join('&')}` : ''}`
}

export type SourceCount = { label: string; count: number; where: WhereQuery }

/**
 * This week's leads per source, most first: named by campaign source, else referring
 * host, else "direct" (src/lib/leads/source.ts), each with the filter that lists them.
 */
export function countBySource(
  records: readonly { source?: Partial<VisitSource> | null }[],
): SourceCount[] {
  const counts = new Map<string, SourceCount>()
  for (const record of records) {
    const label = sourceLabel(record.source)
    const found = counts.get(label)
    if (found) {
      found.count += 1
      continue
    }
    counts.set(label, { label, count: 1, where: sourceWhere(record.source) })
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

function sourceWhere(source: Partial<VisitSource> | null | undefined): WhereQuery {
  if (source?.utmSource) return { 'source.utmSource': { equals: source.utmSource } }
  if (source?.referrerHost) {
    return {
      and: [
        { 'source.utmSource': { exists: 'false' } },
        { 'source.referrerHost': { equals: source.referrerHost } },
      ],
    }
  }
  return {
    and: [
      { 'source.utmSource': { exists: 'false' } },
      { 'source.referrerHost': { exists: 'false' } },
    ],
  }
}

/* The figures the dashboard shows (queried in src/server/admin/dashboard.ts). */

export type Figure = { count: number; href: string }

export type LeadCollection = 'leads' | 'quote-requests'
export type LeadFigures = {
  collection: LeadCollection
  sinceLastVisit: Figure
  thisWeek: Figure
  open: Figure
  oldestOpen: { id: number; createdAt: string; title: string; href: string } | null
}

export type SalesFigures = {
  lastVisit: string | null
  collections: LeadFigures[]
  sources: (SourceCount & { href: string; collection: LeadCollection })[]
}

export type EditorFigures = {
  drafts: (Figure & { collection: EditorialCollection })[]
  scheduled: {
    count: number
    items: { type: 'publish' | 'unpublish'; at: string; href: string; collection: string }[]
  }
  missing: (Figure & { collection: EditorialCollection; locale: Locale })[]
}

export type OutboxFigures = {
  waiting: (Figure & { collection: string; field: string })[]
  failed: (Figure & { collection: string; field: string })[]
  lastError: { message: string; since: string; href: string } | null
}

/** This week's site searches that found nothing: the query text and language only. */
export type SearchMissFigures = {
  items: { query: string; locale: Locale; count: number }[]
}

export type DashboardData = {
  sales: SalesFigures | null
  editor: EditorFigures | null
  outbox: OutboxFigures | null
  searches: SearchMissFigures | null
}

/** What the dashboard component renders: the figures, in the admin language. */
export type DashboardProps = DashboardData & {
  language: 'nl' | 'en'
  /** Collection slug → its plural name in the admin language. */
  names: Record<string, string>
}
