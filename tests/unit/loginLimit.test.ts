import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { limitLoginAttempts, refundSuccessfulLogin } from '@/cms/hooks/loginLimit'
import { clientAddressHeader } from '@/lib/http/clientAddress'

// Mirror the limits in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5
const failuresPerAccountBeforeSlowing = 10
const resetRequestsPerAddress = 5

type Operation = 'login' | 'forgotPassword'

/**
 * A request as Payload hands it to the hook; the address is the one server.ts settled,
 * the language the one Payload settled (none: Dutch, the default).
 */
function requestOf(payloadAPI: PayloadRequest['payloadAPI'], address: string, language?: string) {
  // No Host header: any client may leave it out (HTTP/1.0).
  const headers = new Headers({ [clientAddressHeader]: address })
  return { payloadAPI, headers, context: {}, ...(language ? { i18n: { language } } : {}) }
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

/**
 * A login with the right password as Payload runs it: the hook before the operation,
 * then the one after it, on the same request.
 */
async function signIn(address: string, email: string) {
  const req = requestOf('REST', address)
  await limitLoginAttempts({
    operation: 'login',
    req,
    args: { data: { email } },
    collection: {},
    context: {},
  } as never)
  await refundSuccessfulLogin({
    req,
    user: { email },
    collection: {},
    context: {},
    token: '',
  } as never)
}

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
    await expect(signIn(office, account)).resolves.toBeUndefined()
    await expect(attempt('REST', office, account)).resolves.toBeUndefined()
  })

  it('never refuses a colleague who signed in from their client before, whatever others failed', async () => {
    const account = 'colleague-typo@vonkdigital.test'
    const desk = '203.0.113.60'
    await signIn(desk, account)
    // A typo of their own.
    await expect(attempt('REST', desk, account)).resolves.toBeUndefined()
    // Outsiders fail 25 times from five addresses.
    for (let guesser = 1; guesser <= 5; guesser++) {
      for (let guess = 1; guess <= 5; guess++) {
        await Promise.resolve(attempt('REST', `198.51.100.${100 + guesser}`, account)).catch(
          () => undefined,
        )
      }
    }
    // The unknown outsider with failures of its own is refused ...
    await expect(attempt('REST', '198.51.100.101', account)).rejects.toMatchObject({ status: 429 })
    // ... the colleague's right password is not.
    await expect(signIn(desk, account)).resolves.toBeUndefined()
  })

  it("a colleague's typos do not count toward the account's threshold", async () => {
    const account = 'typist@vonkdigital.test'
    const desk = '203.0.113.70'
    await signIn(desk, account)
    for (let typo = 1; typo <= failuresAllowedPerAddress - 1; typo++) {
      await attempt('REST', desk, account)
    }
    // Outsiders fail nine times: below the threshold only if the typos did not count.
    for (let guesser = 1; guesser < failuresPerAccountBeforeSlowing; guesser++) {
      await attempt('REST', `198.51.100.${150 + guesser}`, account)
    }
    await expect(attempt('REST', '198.51.100.151', account)).resolves.toBeUndefined()
  })

  it('limits reset requests per address on their own count, never per account', async () => {
    const reset = (address: string, email: string) =>
      attempt('REST', address, email, 'forgotPassword')
    // Any number of addresses may ask for one account: Payload sends one mail per link.
    for (let asker = 1; asker <= resetRequestsPerAddress * 2; asker++) {
      await expect(
        reset(`192.0.2.${100 + asker}`, 'colleague@vonkdigital.test'),
      ).resolves.toBeUndefined()
    }
    // One address may ask only so often, for any accounts.
    for (let request = 1; request <= resetRequestsPerAddress; request++) {
      await expect(
        reset('192.0.2.160', `someone-${request}@vonkdigital.test`),
      ).resolves.toBeUndefined()
    }
    await expect(reset('192.0.2.160', 'colleague@vonkdigital.test')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Te veel pogingen vanaf dit adres/),
    })
    // Reset requests are no failed logins: the address still signs in.
    await expect(signIn('192.0.2.160', 'colleague@vonkdigital.test')).resolves.toBeUndefined()
  })
})
