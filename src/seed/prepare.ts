/**
 * `npm run db:prepare` (part of `npm run build`): applies pending migrations to the
 * configured database, creating it if needed, then seeds what is missing.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { refreshKnownPaths } from '@/lib/routes/refresh'

import { seed } from './index'

const payload = await getPayload({ config })
await payload.db.migrate()
const created = await seed(payload)
payload.logger.info(`Seed: ${JSON.stringify(created)}`)
await refreshKnownPaths()
process.exit(0)
