import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { limitLoginAttempts, refundSuccessfulLogin } from '@/cms/hooks/loginLimit'
import { clientAddressHeader } from '@/lib/http/clientAddress'

// Mirror the limits in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5
const failuresPerAccountBeforeSlowing = 10
const resetRequestsPerAccount = 3

type Operation = 'login' | 'forgotPassword'

/**
 * A request as Payload hands it to the hook; the address is the one server.ts settled,
 * the language the one Payload settled (none: Dutch, the default).
 */
function requestOf(payloadAPI: PayloadRequest['payloadAPI'], address: string, language?: string) {
  // No Host header: any client may leave it out (HTTP/1.0).
  const headers = new Headers({ [clientAddressHeader]: address })
  return { payloadAPI, headers, ...(language ? { i18n: { language } } : {}) }
}

const attempt = (
  payloadAPI: PayloadRequest['payloadAPI'],
  address: string,
  email = 'staff@vonkdigital.test',
  operation: Operation = 'login',
  language?: string,
) =>
  limitLoginAttempts({
    operation,
    req: requestOf(payloadAPI, address, language),
    args: { data: { email } },
    collection: {},
    context: {},
  } as never)

/** What Payload runs after a login with the right password. */
const succeeded = (address: string, email: string) =>
  refundSuccessfulLogin({
    req: requestOf('REST', address),
    user: { email },
    collection: {},
    context: {},
    token: '',
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

  it('slows guessing per account: once it is under attack, only a clean client may try', async () => {
    const account = 'targeted@vonkdigital.test'
    // Failed guesses from many addresses, each below its own limit.
    let guesser = 0
    for (let failure = 1; failure <= failuresPerAccountBeforeSlowing; failure++) {
      guesser += 1
      await expect(attempt('REST', `198.51.100.${guesser}`, account)).resolves.toBeUndefined()
    }
    // A guesser that already failed once may not go on against this account ...
    await expect(attempt('REST', '198.51.100.1', account)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Te veel mislukte inlogpogingen voor dit account\./),
    })
    await expect(attempt('REST', '198.51.100.2', account, 'login', 'en')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(
        /^Too many failed logins for this account\. Try again in \d+ minutes?/,
      ),
    })
    // ... nor a new address once it failed there too.
    await expect(attempt('REST', '198.51.100.200', account)).resolves.toBeUndefined()
    await expect(attempt('REST', '198.51.100.200', account)).rejects.toMatchObject({
      status: 429,
    })
    // Other accounts are not slowed.
    await expect(attempt('REST', '198.51.100.1', 'other@vonkdigital.test')).resolves.toBeUndefined()
    // The colleague, from a client without failures, gets to try the password, and
    // once in, also logs in again from there.
    const office = '203.0.113.50'
    await expect(attempt('REST', office, account)).resolves.toBeUndefined()
    await succeeded(office, account)
    await expect(attempt('REST', office, account)).resolves.toBeUndefined()
  })

  it('limits reset mails per account, as typed and normalised, from any number of addresses', async () => {
    const reset = (address: string, email: string) =>
      attempt('REST', address, email, 'forgotPassword')
    const spellings = [
      'colleague@vonkdigital.test',
      ' Colleague@VonkDigital.test',
      'COLLEAGUE@vonkdigital.test  ',
    ]
    for (const [index, email] of spellings.slice(0, resetRequestsPerAccount).entries()) {
      await expect(reset(`192.0.2.${100 + index}`, email), email).resolves.toBeUndefined()
    }
    await expect(reset('192.0.2.150', 'colleague@vonkdigital.test')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Te veel aanvragen om het wachtwoord te herstellen/),
    })
    // An address without an account is limited just the same: the answer tells nothing.
    for (let request = 1; request <= resetRequestsPerAccount; request++) {
      await expect(
        reset(`192.0.2.${160 + request}`, 'nobody@vonkdigital.test'),
      ).resolves.toBeUndefined()
    }
    await expect(reset('192.0.2.170', 'nobody@vonkdigital.test')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Te veel aanvragen om het wachtwoord te herstellen/),
    })
  })
})
