/**
 * `npm run seed`: seeds the database if it was never seeded (what the build does).
 * `npm run seed -- --reset`: puts the demo content back as `content/seed` has it,
 * refusing while the database holds leads; `--reset --force` removes those too.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrate } from '@/cms/migrate'
import { refreshRouting } from '@/cms/routing'

import { seedOnce } from './once'
import { resetDemo } from './reset'

const args = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
await migrate(payload)

if (args.has('--reset')) {
  const outcome = await resetDemo(payload, { force: args.has('--force') })
  if (!outcome.reset) {
    payload.logger.error(
      `Reset refused: the database holds ${outcome.leads} leads, quote requests or subscribers. ` +
        'Export what you need to keep, then `npm run seed -- --reset --force` removes them too.',
    )
    process.exit(1)
  }
  payload.logger.info(
    `Demo reset: ${JSON.stringify(outcome.created)}; leads removed: ${outcome.leadsRemoved}`,
  )
} else {
  const outcome = await seedOnce(payload)
  payload.logger.info(
    outcome.seeded
      ? `Seed: ${JSON.stringify(outcome.created)}`
      : `Seed: not run (${outcome.reason})`,
  )
}
await refreshRouting(payload)
process.exit(0)
