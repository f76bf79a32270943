/**
 * The demo content goes into a database once. Every deploy runs `npm run build`, whose
 * prepare step used to create every seed record that was missing: content an editor
 * had deleted came back, a renamed slug came back as a duplicate. Now the seed records
 * that it ran in Payload's key-value store (the `payload-kv` table every install has)
 * and a database with that record, or with content of its own, is never seeded again.
 * A demo is reset on purpose with `npm run seed -- --reset` (see reset.ts).
 */
import type { Payload } from 'payload'

import { editorialCollections } from '@/lib/editorial'

import { seed } from './index'

export const seedMarkerKey = 'seed'

type SeedMarker =
  | { state: 'running'; startedAt: string }
  | { state: 'done'; at: string; created: Record<string, number> | null }

/**
 * Collections that hold the site's content: what the seed creates and a reset removes
 * (in this order: media last, once nothing refers to it).
 */
export const contentCollections = [
  ...editorialCollections,
  'testimonials',
  'case-filter-tags',
  'media',
] as const

async function hasContent(payload: Payload): Promise<boolean> {
  for (const collection of contentCollections) {
    if ((await payload.count({ collection })).totalDocs > 0) return true
  }
  return false
}

export type SeedOutcome =
  | { seeded: true; created: Record<string, number> }
  | { seeded: false; reason: 'seeded before' | 'has content' }

export async function seedOnce(payload: Payload): Promise<SeedOutcome> {
  const marker = await payload.kv.get<SeedMarker>(seedMarkerKey)
  if (marker?.state === 'done') return { seeded: false, reason: 'seeded before' }
  // A database filled before the seed kept its record (or by hand): adopt it as it is.
  // A seed that was interrupted ('running') finishes: it only creates what is missing.
  if (!marker && (await hasContent(payload))) {
    await payload.kv.set(seedMarkerKey, { state: 'done', at: now(), created: null })
    return { seeded: false, reason: 'has content' }
  }
  await payload.kv.set(seedMarkerKey, { state: 'running', startedAt: now() })
  const created = await seed(payload)
  await payload.kv.set(seedMarkerKey, { state: 'done', at: now(), created })
  return { seeded: true, created }
}

const now = () => new Date().toISOString()
