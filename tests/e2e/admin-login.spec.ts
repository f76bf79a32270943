import { editorCredentials, editorToken } from './support/editor'
import { limitsUrl } from './support/env'
import { loopbackPeer, postJsonFrom } from './support/peer'
import { expect, test } from './support/test'

// Mirrors loginLimit in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5

/**
 * A login from one TCP peer on the instance with the production limits. The claimed
 * X-Forwarded-For changes with every attempt: a client that names another address
 * each time must still be counted as the one it is.
 */
let claimed = 0
function login(peer: string, password: string) {
  claimed += 1
  return postJsonFrom(
    peer,
    `${limitsUrl}/api/users/login`,
    { email: editorCredentials().email, password },
    { 'X-Forwarded-For': `203.0.113.${(claimed % 250) + 1}` },
  )
}

test.describe('admin login', () => {
  test.beforeAll(async ({ request }) => {
    await editorToken(request) // makes sure the account exists
  })

  test('failed logins are slowed per address, and cannot lock a colleague out', async () => {
    const guesser = loopbackPeer()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      expect((await login(guesser, 'wrong-password')).status, `guess ${attempt}`).toBe(401)
    }
    const refused = await login(guesser, editorCredentials().password)
    expect(refused.status).toBe(429)
    expect(refused.text).toMatch(/Too many attempts from this address\. Try again in \d+ minutes?/)

    // The account itself is not locked: the editor, elsewhere, still gets in.
    expect((await login(loopbackPeer(), editorCredentials().password)).status).toBe(200)
  })

  test('successful logins do not use up an address', async () => {
    const office = loopbackPeer()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress + 3; attempt++) {
      const response = await login(office, editorCredentials().password)
      expect(response.status, `login ${attempt}`).toBe(200)
    }
    expect((await login(office, 'typo')).status).toBe(401)
  })

  test('password-reset requests count too, so the reset form cannot flood a mailbox', async () => {
    const sender = loopbackPeer()
    const reset = () =>
      postJsonFrom(sender, `${limitsUrl}/api/users/forgot-password`, {
        email: editorCredentials().email,
      })
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      expect((await reset()).status, `request ${attempt}`).toBe(200)
    }
    expect((await reset()).status).toBe(429)
  })

  test('the login screen tells a throttled address why it cannot log in', async ({ page }) => {
    // The browser's own address (127.0.0.1) guesses first; no other test logs in from
    // it on this instance.
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      await login('127.0.0.1', 'wrong-password')
    }
    await page.goto(`${limitsUrl}/admin/login`)
    await page.getByLabel(/email/i).fill(editorCredentials().email)
    await page.getByLabel(/password/i).fill(editorCredentials().password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page.getByText(/Too many attempts from this address/)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
