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
  await new Promise(() => setInterval(() => undefined, 60_000))
})
