import type { Payload } from 'payload'

import seedSettings from '../../content/seed/globals/site-settings.json'

/**
 * The agency's email address for messages that must name it while the database is
 * unreachable (a form post that could not be stored). Kept on `globalThis`: the outbox
 * (started by instrumentation) and the form routes are separate bundles of one process.
 */
const remembered = Symbol.for('vonk.agencyEmail')
const store = globalThis as { [remembered]?: string }

/** Reads the site settings' address and keeps it; the outbox does this every minute. */
export async function rememberAgencyEmail(payload: Payload): Promise<void> {
  const { email } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (email) store[remembered] = email
}

/**
 * Never touches the database: the address last read from the site settings, else the
 * seed's (built into the bundle), so even a server that booted without its database
 * names an address.
 */
export function agencyEmail(): string {
  return store[remembered] ?? seedSettings.email
}
