import type { Payload } from 'payload'

import { deferSearchSync } from '@/cms/search/sync'

import { contentCollections, seedMarkerKey } from './once'
import { seed } from './index'

/** Personal data visitors left: a reset must never remove it by accident. */
export const leadCollections = ['leads', 'quote-requests', 'newsletter-subscribers'] as const

export type ResetOutcome =
  | { reset: true; created: Record<string, number>; leadsRemoved: number }
  | { reset: false; leads: number }

async function countLeads(payload: Payload): Promise<number> {
  let total = 0
  for (const collection of leadCollections) total += (await payload.count({ collection })).totalDocs
  return total
}

/**
 * Puts a demo back as `content/seed` has it: removes every content record and media
 * file, writes the globals again and seeds. Accounts stay. Refuses while the database
 * holds leads, quote requests or subscribers, unless forced (which removes them too).
 */
export async function resetDemo(
  payload: Payload,
  { force = false }: { force?: boolean } = {},
): Promise<ResetOutcome> {
  const leads = await countLeads(payload)
  if (leads > 0 && !force) return { reset: false, leads }
  // The seed rebuilds the search index from scratch at its end: no record's own sync here.
  const context = { disableRevalidate: true, [deferSearchSync]: true }
  // The home's partner logos must point at an image (NOT NULL): PostgreSQL refuses to
  // delete the images under them (SQLite, without enforced foreign keys, let it pass).
  // The seed below writes them again with the new images.
  await payload.updateGlobal({ slug: 'home', data: { partners: { logos: [] } }, context, depth: 0 })
  for (const collection of [...leadCollections, ...contentCollections]) {
    await payload.delete({ collection, where: { id: { exists: true } }, context, depth: 0 })
  }
  await payload.kv.delete(seedMarkerKey)
  const created = await seed(payload, { overwriteGlobals: true })
  await payload.kv.set(seedMarkerKey, { state: 'done', at: new Date().toISOString(), created })
  return { reset: true, created, leadsRemoved: leads }
}
