import type { Payload } from 'payload'

import { addDays } from '@/lib/insight/days'
import {
  dimensions,
  totalKey,
  vitalRows,
  type DayRow,
  type Dimension,
  type VitalRow,
} from '@/lib/insight/figures'
import type { BeaconRecord } from '@/lib/insight/beacon'

import { figure, insightDatabase } from './tables'
import { deleteSaltsBefore } from './salt'

/** A beacon as the buffer writes it: its record, its day, the day's visitor hash. */
export type BeaconRow = BeaconRecord & { day: string; visitor: string | null }

/** One INSERT for a batch of beacons (src/cms/insight/buffer.ts). */
export async function writeBeacons(payload: Payload, rows: BeaconRow[]): Promise<void> {
  if (rows.length === 0) return
  const { db, table } = await insightDatabase(payload)
  await db.insert(table('visitor_beacons')).values(rows)
}

/**
 * One day's figures from its raw beacons: page views and unique visitors (distinct
 * hashes of the day) per dimension, and the vitals as histograms. Today's are computed
 * like this on every look; past days once, by `rollUp`.
 */
export async function dayFigures(
  payload: Payload,
  day: string,
): Promise<{ days: DayRow[]; vitals: VitalRow[] }> {
  const { db, table, operators } = await insightDatabase(payload)
  const { and, count, countDistinct, eq, isNotNull } = operators
  const beacons = table('visitor_beacons')
  const views = and(eq(beacons.day, day), eq(beacons.kind, 'view'))
  const days: DayRow[] = []
  for (const [dimension, column] of Object.entries(dimensions) as [Dimension, string | null][]) {
    const measures = { views: count(), visitors: countDistinct(beacons.visitor) }
    const found: Record<string, unknown>[] = column
      ? await db
          .select({ key: beacons[column], ...measures })
          .from(beacons)
          .where(and(views, isNotNull(beacons[column])))
          .groupBy(beacons[column])
      : await db.select(measures).from(beacons).where(views)
    for (const row of found) {
      const counted = figure(row.views)
      if (counted === 0) continue
      days.push({
        day,
        dimension,
        key: column ? String(row.key) : totalKey,
        views: counted,
        visitors: figure(row.visitors),
      })
    }
  }
  const samples: Record<string, unknown>[] = await db
    .select({
      path: beacons.path,
      lcp: beacons.lcp,
      inp: beacons.inp,
      cls: beacons.cls,
      ttfb: beacons.ttfb,
    })
    .from(beacons)
    .where(and(eq(beacons.day, day), eq(beacons.kind, 'vitals')))
  const vitals = vitalRows(
    day,
    samples.map((sample) => ({
      path: String(sample.path),
      lcp: sample.lcp == null ? null : figure(sample.lcp),
      inp: sample.inp == null ? null : figure(sample.inp),
      cls: sample.cls == null ? null : figure(sample.cls),
      ttfb: sample.ttfb == null ? null : figure(sample.ttfb),
    })),
  )
  return { days, vitals }
}

/** Past days with raw beacons and no stored figures yet (their `total` row marks them done). */
export async function pendingDays(payload: Payload, today: string): Promise<string[]> {
  const { db, table, operators } = await insightDatabase(payload)
  const { and, eq, lt } = operators
  const beacons = table('visitor_beacons')
  const stored = table('visitor_days')
  const withBeacons: { day: string }[] = await db
    .selectDistinct({ day: beacons.day })
    .from(beacons)
    .where(lt(beacons.day, today))
  const done: { day: string }[] = await db
    .select({ day: stored.day })
    .from(stored)
    .where(and(eq(stored.dimension, 'total'), lt(stored.day, today)))
  const doneDays = new Set(done.map((row) => row.day))
  return withBeacons
    .map((row) => row.day)
    .filter((day) => !doneDays.has(day))
    .sort()
}

/**
 * Stores a finished day's figures, its `total` row last: a rollup cut off halfway is
 * done again (its rows are replaced), and two instances rolling up the same day leave
 * one set (the second's inserts meet the unique indexes and give up). Then the day's
 * visitor hashes are emptied: its unique visitors are counted, the hashes serve nothing.
 */
export async function rollUp(payload: Payload, day: string): Promise<void> {
  const { db, table, operators } = await insightDatabase(payload)
  const { eq } = operators
  const { days, vitals } = await dayFigures(payload, day)
  const stored = table('visitor_days')
  const histograms = table('visitor_vitals')
  await db.delete(stored).where(eq(stored.day, day))
  await db.delete(histograms).where(eq(histograms.day, day))
  const rest = days.filter((row) => row.dimension !== 'total')
  for (let start = 0; start < rest.length; start += 500) {
    await db.insert(stored).values(rest.slice(start, start + 500))
  }
  for (let start = 0; start < vitals.length; start += 500) {
    await db.insert(histograms).values(vitals.slice(start, start + 500))
  }
  const total = days.find((row) => row.dimension === 'total') ?? {
    day,
    dimension: 'total',
    key: totalKey,
    views: 0,
    visitors: 0,
  }
  await db.insert(stored).values([total])
  const beacons = table('visitor_beacons')
  await db.update(beacons).set({ visitor: null }).where(eq(beacons.day, day))
}

/** Rolls up every finished day not rolled up yet; a day another instance finished first is skipped. */
export async function rollUpPending(payload: Payload, today: string): Promise<string[]> {
  const rolled: string[] = []
  for (const day of await pendingDays(payload, today)) {
    try {
      await rollUp(payload, day)
      rolled.push(day)
    } catch (error) {
      payload.logger.warn(
        `[insight] rolling up ${day} did not finish (another instance may have): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      )
    }
  }
  return rolled
}

/**
 * Raw beacons are kept at most 7 days: the purge keeps today's and the five days
 * before (a row of the oldest kept day is at most 6 days and 24 hours old when the next
 * nightly purge deletes it, even a few hours late).
 */
export const rawBeaconDays = 6

/**
 * The retention purge's part (src/cms/leads/purge.ts): roll up finished days, delete
 * raw beacons past their days, empty every finished day's visitor hashes and delete old
 * salts. Returns how many raw beacons were deleted.
 */
export async function purgeVisitorInsight(payload: Payload, today: string): Promise<number> {
  await rollUpPending(payload, today)
  const { db, table, operators } = await insightDatabase(payload)
  const { and, isNotNull, lt } = operators
  const beacons = table('visitor_beacons')
  const deleted: unknown[] = await db
    .delete(beacons)
    .where(lt(beacons.day, addDays(today, -(rawBeaconDays - 1))))
    .returning({ id: beacons.id })
  await db
    .update(beacons)
    .set({ visitor: null })
    .where(and(lt(beacons.day, today), isNotNull(beacons.visitor)))
  await deleteSaltsBefore(payload, today)
  return deleted.length
}
