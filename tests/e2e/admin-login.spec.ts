import { expect, test, type APIRequestContext } from '@playwright/test'

import { editorCredentials, editorToken } from './support/editor'
import { visitorIp } from './support/mail'

// Mirrors loginLimit in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5

function login(request: APIRequestContext, ip: string, password: string) {
  return request.post('/api/users/login', {
    headers: { 'X-Forwarded-For': ip },
    data: { email: editorCredentials().email, password },
  })
}

test.describe('admin login', () => {
  test.beforeAll(async ({ request }) => {
    await editorToken(request) // makes sure the account exists
  })

  test('failed logins are slowed per address, and cannot lock a colleague out', async ({
    request,
  }) => {
    const guesser = visitorIp()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      expect((await login(request, guesser, 'wrong-password')).status(), `guess ${attempt}`).toBe(
        401,
      )
    }
    const refused = await login(request, guesser, editorCredentials().password)
    expect(refused.status()).toBe(429)
    expect(await refused.text()).toMatch(
      /Too many attempts from this address\. Try again in \d+ minutes?/,
    )

    // The account itself is not locked: the editor, elsewhere, still gets in.
    expect((await login(request, visitorIp(), editorCredentials().password)).status()).toBe(200)
  })

  test('successful logins do not use up an address', async ({ request }) => {
    const office = visitorIp()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress + 3; attempt++) {
      const response = await login(request, office, editorCredentials().password)
      expect(response.status(), `login ${attempt}`).toBe(200)
    }
    expect((await login(request, office, 'typo')).status()).toBe(401)
  })

  test('password-reset requests count too, so the reset form cannot flood a mailbox', async ({
    request,
  }) => {
    const sender = visitorIp()
    const reset = () =>
      request.post('/api/users/forgot-password', {
        headers: { 'X-Forwarded-For': sender },
        data: { email: editorCredentials().email },
      })
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      expect((await reset()).status(), `request ${attempt}`).toBe(200)
    }
    expect((await reset()).status()).toBe(429)
  })

  test('the login screen tells a throttled address why it cannot log in', async ({
    page,
    request,
  }) => {
    const guesser = visitorIp()
    for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
      await login(request, guesser, 'wrong-password')
    }
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': guesser })
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(editorCredentials().email)
    await page.getByLabel(/password/i).fill(editorCredentials().password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page.getByText(/Too many attempts from this address/)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
