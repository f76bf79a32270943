import { readFileSync } from 'node:fs'

import { ownPorts, siteUrl } from './support/env'
import { copyDatabase, removeDatabase, startSite } from './support/ownSite'
import { expect, test } from './support/test'

/*
 * Without SITE_URL, `npm start` is a local trial (issue 25): it listens on loopback
 * only, says so, and names its own address in links; serving anyone else takes an
 * https:// SITE_URL. Payload accepts a session cookie only from the site's origins.
 */

/** The local addresses the kernel has a listening TCP socket for on `port`. */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => `${file.endsWith('6') ? 'tcp6' : 'tcp'} ${fields[1]}`),
  )
}

test.describe('a start without SITE_URL', () => {
  test.describe.configure({ mode: 'serial' })

  test('is a local trial: loopback only, announced, with its own address in links', async () => {
    test.setTimeout(150_000)
    const database = copyDatabase('trial')
    const { site: port } = ownPorts(3)
    // No HOSTNAME either: the README's plain `npm start`.
    const site = startSite(3, database, { HOSTNAME: '' })
    try {
      await site.ready()
      expect(site.output()).toContain(`Local trial on http://127.0.0.1:${port}`)
      const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
      expect(listeners(port)).toEqual([`tcp 0100007F:${hexPort}`])

      const html = await (await fetch(`http://127.0.0.1:${port}/over-ons`)).text()
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(canonical).toBe(`http://127.0.0.1:${port}/over-ons`)
      expect(html).not.toContain('http://localhost:3000')
    } finally {
      await site.stop()
      removeDatabase(database)
    }
  })

  test('goes on serving, and stops when told, after whoever read its log went away', async () => {
    // Next.js logs an uncaught error over the same stream; with the reader gone, every
    // line was an EPIPE and the next uncaught error: a core spent, and a SIGTERM that
    // never ended the process (src/serve/brokenPipe.ts).
    test.setTimeout(150_000)
    const database = copyDatabase('no-reader')
    const site = startSite(3, database, {}, 'gone')
    try {
      await site.ready()
      // Answered as before, whatever fails to be logged on the way.
      for (const path of ['/over-ons', '/nergens', '/en/faq']) {
        expect((await fetch(`${site.url}${path}`)).status).toBeLessThan(500)
      }
      // The stop logs its steps, and must end the process (5 s of draining, then closed).
      expect(await site.stopsWithin(45_000)).toBe(true)
    } finally {
      await site.stop()
      removeDatabase(database)
    }
  })

  for (const env of [
    { HOSTNAME: '0.0.0.0' } as Record<string, string>,
    { HOSTNAME: '::' },
    { SITE_URL: 'http://www.vonkdigital.example' },
    { SITE_URL: 'http://www.vonkdigital.example', HOSTNAME: '127.0.0.1' },
  ]) {
    test(`refuses to serve others over plain HTTP: ${JSON.stringify(env)}`, async () => {
      const database = copyDatabase('refused')
      const site = startSite(3, database, { HOSTNAME: '', ...env })
      try {
        await expect(site.ready()).rejects.toThrow(/exited[\s\S]*Not started: .*(SITE_URL|https)/)
        expect(listeners(ownPorts(3).site)).toEqual([])
      } finally {
        await site.stop()
        removeDatabase(database)
      }
    })
  }
})

test('a staff session cookie counts only on requests from the site itself', async ({ request }) => {
  const { email, password } = {
    email: process.env.ADMIN_EMAIL ?? 'e2e-admin@vonkdigital.test',
    password: process.env.ADMIN_PASSWORD ?? 'e2e-Admin-password-1',
  }
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const cookie = `payload-token=${token}`
  const me = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/api/users/me', { headers: { cookie, ...headers } })).json()) as {
        user: { email: string } | null
      }
    ).user?.email ?? null

  expect(await me({ origin: siteUrl })).toBe(email)
  expect(await me({ 'sec-fetch-site': 'same-origin' })).toBe(email)
  expect(await me({ origin: 'https://evil.example' })).toBeNull()
  expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
})
