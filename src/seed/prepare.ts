/**
 * `npm run db:prepare` (part of `npm run build`, and the container image's start):
 * applies pending migrations to the configured database, creating it if needed, then
 * seeds it if it was never seeded. One process at a time per database (oneAtATime):
 * instances of the image that start together wait for each other here.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { oneAtATime } from '@/cms/oneAtATime'
import { refreshRouting } from '@/cms/routing'

import { prepareDatabase } from './prepareDatabase'

const payload = await getPayload({ config })
await oneAtATime(payload, async () => {
  const { seed, admin } = await prepareDatabase(payload)
  payload.logger.info(
    seed.seeded
      ? `Seed: ${JSON.stringify(seed.created)}`
      : `Seed: not run (${seed.reason}); content left as it is`,
  )
  if (admin) payload.logger.info('Admin account created from ADMIN_EMAIL')
  await refreshRouting(payload)
})
process.exit(0)
