/**
 * For oneAtATime.integration.test.ts: takes the prepare step's lock on the database of
 * DATABASE_URL, says "holding" and keeps it until this process is killed. Run through
 * Payload's CLI (`payload run`), as the prepare step itself runs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { oneAtATime } from '@/cms/oneAtATime'

const payload = await getPayload({ config })
await oneAtATime(payload, async () => {
  console.log('holding')
  // A promise nothing can resolve is garbage, and with it the suspended call holding the
  // lock's connection: collected, the connection closed and the lock went with it (the
  // test failed one run in two). The timer, a root, keeps this one and its holder alive.
  await new Promise((resolve) => setInterval(() => void resolve, 60_000))
})
