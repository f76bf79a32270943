import { editorToken } from './support/editor'
import { limitsUrl } from './support/env'
import { uniqueEmail } from './support/mail'
import { loopbackPeer, postJsonFrom } from './support/peer'
import { createStaffAccount, staffPassword } from './support/staff'
import { expect, test } from './support/test'

// Mirror the limits in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5
const failuresPerAccountBeforeSlowing = 10
const resetRequestsPerAddress = 5

/**
 * Logins and reset requests from one TCP peer on the instance with the production
 * limits, in English. The claimed X-Forwarded-For changes with every request: a client
 * that names another address each time must still be counted as the one it is. Each
 * test has staff accounts of its own, so no other test's failures count against them.
 */
let claimed = 0
function post(peer: string, path: string, data: unknown) {
  claimed += 1
  return postJsonFrom(peer, `${limitsUrl}${path}`, data, {
    'X-Forwarded-For': `203.0.113.${(claimed % 250) + 1}`,
    'Accept-Language': 'en',
  })
}
const login = (peer: string, email: string, password: string) =>
  post(peer, '/api/users/login', { email, password })
const resetRequest = (peer: string, email: string) =>
  post(peer, '/api/users/forgot-password', { email })

test.describe('admin login', () => {
  test('failed logins are slowed per address', async ({ request }) => {
    const { email } = await createStaffAccount(request, 'sales')
    const guesser = loopbackPeer()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      expect((await login(guesser, email, 'wrong-password')).status, `guess ${attempt}`).toBe(401)
    }
    const refused = await login(guesser, email, staffPassword)
    expect(refused.status).toBe(429)
    expect(refused.text).toMatch(/Too many attempts from this address\. Try again in \d+ minutes?/)

    // The account itself is not locked: the colleague, elsewhere, still gets in.
    expect((await login(loopbackPeer(), email, staffPassword)).status).toBe(200)
  })

  test('25 failed logins from five addresses do not keep a colleague with the right password out', async ({
    request,
  }) => {
    const { email } = await createStaffAccount(request, 'editor')
    // Five guessers, each binding its own loopback address: no header is forged.
    const guessers = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']
    const statuses: number[][] = []
    for (const guesser of guessers) {
      const own: number[] = []
      for (let guess = 1; guess <= 5; guess++) {
        const answer = await login(guesser, email, `wrong-guess-${guesser}-${guess}`)
        if (answer.status === 429) {
          expect(answer.text).toMatch(/Too many failed logins for this account/)
        }
        own.push(answer.status)
      }
      statuses.push(own)
    }
    // Every guess failed. Once the account had failed ten times, each further guesser
    // got one try and was then slowed: 13 passwords checked, not 25.
    const checked = statuses.flat().filter((status) => status === 401).length
    expect(statuses.flat().every((status) => status === 401 || status === 429)).toBe(true)
    expect(statuses).toEqual([
      [401, 401, 401, 401, 401],
      [401, 401, 401, 401, 401],
      [401, 429, 429, 429, 429],
      [401, 429, 429, 429, 429],
      [401, 429, 429, 429, 429],
    ])
    expect(checked).toBe(failuresPerAccountBeforeSlowing + 3)

    // The colleague, from a sixth address, gets in at once.
    const colleague = await login('127.0.0.7', email, staffPassword)
    expect(colleague.status, colleague.text).toBe(200)
    // A guesser that stumbled on the password is still slowed.
    expect((await login('127.0.0.6', email, staffPassword)).status).toBe(429)
  })

  test('successful logins do not use up an address', async ({ request }) => {
    const { email } = await createStaffAccount(request, 'sales')
    const office = loopbackPeer()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress + 3; attempt++) {
      const response = await login(office, email, staffPassword)
      expect(response.status, `login ${attempt}`).toBe(200)
    }
    expect((await login(office, email, 'typo')).status).toBe(401)
  })

  test('reset requests for an account, from anywhere and repeated, never refuse its owner', async ({
    request,
  }) => {
    const { email } = await createStaffAccount(request, 'sales')
    const nobody = uniqueEmail('nobody').replace('@example.com', '@vonkdigital.test')
    for (const address of [email, nobody]) {
      // As typed by anyone: other capitals, spaces around it, from other addresses; one
      // mail per link is Payload's to send, the answer is the same for everyone.
      const spellings = [address, ` ${address.toUpperCase()}`, `${address} `, address, address]
      for (const spelling of spellings) {
        const answer = await resetRequest(loopbackPeer(), spelling)
        expect(answer.status, `${spelling}: ${answer.text}`).toBe(200)
      }
    }
    // The owner, asking after all of them, is not refused either.
    expect((await resetRequest(loopbackPeer(), email)).status).toBe(200)
  })

  test('reset requests count against the address on their own, not as failed logins', async ({
    request,
  }) => {
    const { email } = await createStaffAccount(request, 'sales')
    const sender = loopbackPeer()
    for (let attempt = 1; attempt <= resetRequestsPerAddress; attempt++) {
      const answer = await resetRequest(sender, uniqueEmail(`reset-${attempt}`))
      expect(answer.status, `request ${attempt}`).toBe(200)
    }
    const refused = await resetRequest(sender, uniqueEmail('reset-last'))
    expect(refused.status).toBe(429)
    expect(refused.text).toMatch(/Too many attempts from this address/)
    // The same address still signs in: a reset request is no failed login.
    expect((await login(sender, email, staffPassword)).status).toBe(200)
  })

  test('a colleague who signed in before and mistyped once still gets in during an attack', async ({
    request,
  }) => {
    const { email } = await createStaffAccount(request, 'editor')
    const desk = loopbackPeer()
    expect((await login(desk, email, staffPassword)).status).toBe(200)
    expect((await login(desk, email, 'typo')).status).toBe(401)
    for (const guesser of ['127.0.1.2', '127.0.1.3', '127.0.1.4', '127.0.1.5', '127.0.1.6']) {
      for (let guess = 1; guess <= 5; guess++) await login(guesser, email, `guess-${guess}`)
    }
    expect((await login('127.0.1.2', email, staffPassword)).status).toBe(429)
    const colleague = await login(desk, email, staffPassword)
    expect(colleague.status, colleague.text).toBe(200)
  })

  test('the login screen tells a throttled address why it cannot log in', async ({
    page,
    request,
  }) => {
    const { email } = await createStaffAccount(request, 'sales')
    // The browser's own address (127.0.0.1) guesses first; no other test logs in from
    // it on this instance.
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      await login('127.0.0.1', email, 'wrong-password')
    }
    await page.goto(`${limitsUrl}/admin/login`)
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel(/password/i).fill(staffPassword)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page.getByText(/Too many attempts from this address/)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})

test.describe('staff passwords', () => {
  test('the REST API refuses a password under 12 characters, or one that is not text, and says why', async ({
    request,
  }) => {
    const headers = { Authorization: `JWT ${await editorToken(request)}`, 'Accept-Language': 'en' }
    for (const password of ['kort-wacht1', ['a-list-of-twenty-chars'], { length: 20 }]) {
      const email = uniqueEmail('short-password').replace('@example.com', '@vonkdigital.test')
      const created = await request.post('/api/users', {
        headers,
        data: { email, password, roles: ['editor'] },
      })
      expect(created.status(), JSON.stringify(password)).toBe(400)
      expect(await created.text()).toContain('The password must have at least 12 characters.')
      const found = await request.get(`/api/users?where[email][equals]=${email}`, { headers })
      expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
    }
  })
})
