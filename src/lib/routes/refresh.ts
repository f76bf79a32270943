import { publicPaths } from '@/lib/cms/publicPaths'

import { writeKnownPaths } from './registry'

/** Rewrites the registry of public paths from the database. */
export async function refreshKnownPaths(): Promise<void> {
  writeKnownPaths(await publicPaths())
}
