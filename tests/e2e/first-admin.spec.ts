import { editorCredentials, editorToken } from './support/editor'
import { limitsUrl } from './support/env'
import { emptyDatabase, queryDatabase, removeDatabase, startSite } from './support/ownSite'
import { loopbackPeer, postJsonWithoutHost } from './support/peer'
import { expect, test } from './support/test'

/**
 * Requests a browser never sends but any client may: HTTP/1.0 without a `Host` header.
 * The server must still treat them as what they are, requests over HTTP, and not as
 * the site's own server code (the Local API), which may create accounts and is never
 * throttled.
 */

// Mirrors loginLimit in src/lib/rateLimit.ts, restated so the test does not trust the code.
const failuresAllowedPerAddress = 5

test.describe('a fresh deploy without any account', () => {
  // Its own site on a database of its own: migrated, no content, nobody registered.
  test.skip(/^postgres/.test(process.env.DATABASE_URL ?? ''), 'a throwaway SQLite database')
  test.setTimeout(180_000)

  test('nobody takes the site through first-register: not in the browser, not without a Host header', async ({
    page,
  }) => {
    const database = emptyDatabase('first-admin')
    // No ADMIN_EMAIL: the site waits for `npm run create-admin`.
    const site = startSite(2, database, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
    const intruder = { email: 'first@example.com', password: 'first-come-first-served-1' }
    try {
      await site.ready()
      // The admin's create-first-user screen, as whoever opens /admin first sees it.
      await page.goto(`${site.url}/admin`)
      await expect(page).toHaveURL(/\/admin\/create-first-user/)
      await page.locator('#field-email').fill(intruder.email)
      await page.locator('#field-password').fill(intruder.password)
      await page.locator('#field-confirm-password').fill(intruder.password)
      await page.getByRole('button', { name: 'Create' }).click()
      await expect(page.getByText(/npm run create-admin/).first()).toBeVisible()

      const withHost = await fetch(`${site.url}/api/users/first-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(intruder),
      })
      expect(withHost.status).toBe(403)
      // Says why, and what to do instead.
      expect(await withHost.text()).toContain('npm run create-admin')

      const withoutHost = await postJsonWithoutHost(
        `${site.url}/api/users/first-register`,
        intruder,
      )
      expect(withoutHost.status, withoutHost.text).toBe(403)
      expect(withoutHost.text).toContain('npm run create-admin')
      expect(await queryDatabase(database, 'SELECT email FROM users')).toEqual([])
    } finally {
      await site.stop()
      removeDatabase(database)
    }
  })
})

test('failed logins without a Host header count against the address like any other', async ({
  request,
}) => {
  await editorToken(request) // makes sure the account exists
  const guesser = loopbackPeer()
  const login = (password: string) =>
    postJsonWithoutHost(
      `${limitsUrl}/api/users/login`,
      { email: editorCredentials().email, password },
      guesser,
    )
  for (let attempt = 1; attempt <= failuresAllowedPerAddress; attempt++) {
    expect((await login('wrong-password')).status, `guess ${attempt}`).toBe(401)
  }
  const refused = await login(editorCredentials().password)
  expect(refused.status, refused.text).toBe(429)
  // No Accept-Language: the admin's default language, Dutch.
  expect(refused.text).toMatch(/Te veel pogingen vanaf dit adres/)
})
