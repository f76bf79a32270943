import type { Payload } from 'payload'

import { drizzleOperators } from '@/cms/database'

/**
 * The visitor-insight tables as the adapter in use built them, and its Drizzle
 * database: the beacon endpoint writes hundreds of rows a second in batches and the
 * rollup counts with GROUP BY, neither of which Payload's record-at-a-time Local API
 * does. The same queries run on SQLite and PostgreSQL (src/cms/database.ts).
 */

/*
 * Drizzle's builders have different types per adapter (sqlite-core, pg-core) for the
 * same calls; these queries use only what both have, so they are typed loosely here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

export type InsightTable = 'visitor_beacons' | 'visitor_days' | 'visitor_vitals'

export async function insightDatabase(payload: Payload) {
  const adapter = payload.db as unknown as { drizzle: Loose; tables: Record<string, Loose> }
  const table = (name: InsightTable) => {
    const found = adapter.tables[name]
    if (!found) throw new Error(`[insight] no table ${name}: are the migrations applied?`)
    return found
  }
  return { db: adapter.drizzle, table, operators: await drizzleOperators() }
}

/** PostgreSQL returns counts and numeric columns as text: every figure goes through this. */
export const figure = (value: unknown): number => {
  const number = Number(value)
  return Number.isFinite(number) ? number : 0
}
