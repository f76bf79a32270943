import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { limitLoginAttempts } from '@/cms/hooks/loginLimit'
import { clientAddressHeader } from '@/lib/http/clientAddress'

// Mirrors loginLimit in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5

/** A login as Payload hands it to the hook; the address is the one server.ts settled. */
const attempt = (payloadAPI: PayloadRequest['payloadAPI'], address: string) =>
  limitLoginAttempts({
    operation: 'login',
    // No Host header: any client may leave it out (HTTP/1.0).
    req: { payloadAPI, headers: new Headers({ [clientAddressHeader]: address }) },
    args: {},
    collection: {},
    context: {},
  } as never)

describe('admin login limit', () => {
  it('counts every login over HTTP per address, with or without a Host header', async () => {
    for (let count = 1; count <= failuresAllowedPerAddress; count++) {
      await expect(attempt('REST', '192.0.2.10'), `attempt ${count}`).resolves.toBeUndefined()
    }
    await expect(attempt('REST', '192.0.2.10')).rejects.toMatchObject({ status: 429 })
    // Another address is not affected.
    await expect(attempt('REST', '192.0.2.11')).resolves.toBeUndefined()
  })

  it("never throttles the site's own server code (the Local API)", async () => {
    for (let count = 1; count <= failuresAllowedPerAddress * 2; count++) {
      await expect(attempt('local', '192.0.2.20'), `call ${count}`).resolves.toBeUndefined()
    }
  })
})
