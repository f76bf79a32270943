import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { databaseReachable } from '@/cms/database'

/**
 * Payload's local API: pages read content in-process at build time, never over HTTP.
 * After a failed start (database unreachable) the next caller first asks whether the
 * database answers, cheaply: during an outage requests then fail at once (a form post
 * answers 503) instead of each trying a full start, which stalled the whole server.
 * Kept on `globalThis`: the outbox and the routes are separate bundles of one process.
 */
const lastStart = Symbol.for('vonk.payloadStart')
const state = globalThis as { [lastStart]?: 'failed' | 'ok' }

export async function payloadClient(): Promise<Payload> {
  if (state[lastStart] === 'failed' && !(await databaseReachable())) {
    throw new Error('The database cannot be reached (it did not answer at the last start)')
  }
  try {
    const payload = await getPayload({ config })
    state[lastStart] = 'ok'
    return payload
  } catch (error) {
    state[lastStart] = 'failed'
    throw error
  }
}
