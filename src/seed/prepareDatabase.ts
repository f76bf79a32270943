import type { Payload } from 'payload'

import { migrate } from '@/cms/migrate'
import { syncPublicMedia } from '@/cms/publicMedia'
import { ensureSearchIndex } from '@/cms/search/sync'

import { seedAdmin } from './admin'
import { seedOnce, type SeedOutcome } from './once'

/**
 * What every build (and so every deploy) does to the database before Next.js builds:
 * apply pending migrations, seed an empty database once, and create the first admin
 * from ADMIN_EMAIL/ADMIN_PASSWORD when the database has no account at all. Which media
 * are public is decided again, so a database from before that flag (or a restored one)
 * serves its published images; the search index is rebuilt when this code reads pages
 * differently from the code that built it (or it was never built).
 */
export async function prepareDatabase(
  payload: Payload,
): Promise<{ seed: SeedOutcome; admin: number }> {
  await migrate(payload)
  const seed = await seedOnce(payload)
  await syncPublicMedia(payload)
  await ensureSearchIndex(payload)
  const admin = await seedAdmin(payload)
  return { seed, admin }
}
