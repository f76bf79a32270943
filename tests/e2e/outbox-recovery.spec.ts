import { notifyAddress } from './support/env'
import type { SinkMessage } from './support/mail'
import {
  copyDatabase,
  holdDatabase,
  type OwnMailSink,
  type OwnSite,
  queryDatabase,
  removeDatabase,
  startMailSink,
  startSite,
} from './support/ownSite'
import { expect, test } from './support/test'

// Each test starts its own site (and mail sink) on a database copy of its own, because
// it kills that site or starts it without its database. The outage is SQLite's.
test.skip(/^postgres/.test(process.env.DATABASE_URL ?? ''), 'SQLite database file outages')
test.setTimeout(240_000)
// The browser of these tests is a visitor without JavaScript: its form posts go through
// the server action and come back as a rendered page.
test.use({ javaScriptEnabled: false })

type Kind = 'json' | 'html'

function postContact(
  site: OwnSite,
  name: string,
  email: string,
  locale: string,
  kind: Kind,
  startedAt?: string,
) {
  const fields = {
    name,
    email,
    subject: 'new-project',
    message: `${name} asks`,
    locale,
    ...(startedAt ? { startedAt } : {}),
  }
  return fetch(`${site.url}/forms/contact`, {
    method: 'POST',
    headers: {
      accept: kind === 'json' ? 'application/json' : 'text/html',
      'content-type': kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: kind === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  })
}

/** One key per email: every visitor address of a test is unique. */
const mailKey = (message: SinkMessage) => `${message.to.join(',')}|${message.replyTo}`

async function mailsAbout(sink: OwnMailSink, tag: string): Promise<string[]> {
  return (await sink.messages())
    .filter((message) => [...message.to, message.replyTo].some((to) => to.includes(tag)))
    .map(mailKey)
}

test('the database held by another process when the site starts: pages are served, posts get a 503 naming the agency address, and mail resumes without a restart', async ({
  page,
}) => {
  const database = copyDatabase('outage')
  // Another process has the database file to itself (as a backup or maintenance job can
  // take it) before the site starts, and keeps it for a while.
  const holder = await holdDatabase(database)
  const sink = await startMailSink(0)
  const site = startSite(0, database)
  const tag = `outage${Date.now()}`
  try {
    await site.ready()
    for (const path of ['/', '/en/contact', '/fr/over-ons']) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200)
    }

    const dutch = await postContact(site, 'Tijdens', `${tag}-nl@example.com`, 'nl', 'json')
    expect(dutch.status).toBe(503)
    const answer = (await dutch.json()) as { ok: boolean; kind: string; message: string }
    expect(answer).toMatchObject({ ok: false, kind: 'failed' })
    expect(answer.message).toMatch(/^Er is een fout opgetreden.*hallo@vonkdigital\.nl/)
    const english = await postContact(site, 'During', `${tag}-en@example.com`, 'en', 'json')
    expect(english.status).toBe(503)
    expect(((await english.json()) as { message: string }).message).toMatch(
      /^An error occurred.*email us at hallo@vonkdigital\.nl/,
    )
    // Without JavaScript: the form page again, with the same message.
    const plain = await postContact(site, 'Pendant', `${tag}-fr@example.com`, 'fr', 'html')
    expect(plain.status).toBe(503)
    expect(plain.headers.get('content-type')).toContain('text/html')
    const html = await plain.text()
    expect(html).toContain('Une erreur s’est produite')
    expect(html).toContain('hallo@vonkdigital.nl')
    // Without JavaScript, through the form on the page (the server action): the contact
    // page again, with the failure in the visitor's language and what was typed.
    await page.goto(`${site.url}/en/contact`)
    await page.locator('#contact-name').fill('Browser')
    await page.locator('#contact-email').fill(`${tag}-browser@example.com`)
    await page.locator('#contact-subject').selectOption('general')
    await page.locator('#contact-message').fill('Sent while the database is held')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(`${site.url}/en/contact`)
    await expect(page.locator('#contact-status')).toHaveText(
      'An error occurred: we cannot save your details right now. Please try again later or email us at hallo@vonkdigital.nl.',
    )
    await expect(page.locator('#contact-name')).toHaveValue('Browser')
    await expect(page.locator('#contact-message')).toHaveValue('Sent while the database is held')
    // The newsletter form in the footer of any page, the same way.
    await page.goto(`${site.url}/fr/over-ons`)
    const footer = page.locator('footer')
    await footer.getByLabel('Adresse e-mail').fill(`${tag}-footer@example.com`)
    await footer.getByRole('button', { name: /inscri/i }).click()
    await expect(page).toHaveURL(`${site.url}/fr/over-ons`)
    await expect(page.locator('#newsletter-status')).toHaveText(
      'Une erreur s’est produite\u00a0: nous ne pouvons pas enregistrer vos informations pour le moment. Réessayez plus tard ou écrivez-nous à hallo@vonkdigital.nl.',
    )
    await expect(footer.getByLabel('Adresse e-mail')).toHaveValue(`${tag}-footer@example.com`)
    const newsletter = await fetch(`${site.url}/forms/newsletter`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: `${tag}-news@example.com`, locale: 'nl' }),
    })
    expect(newsletter.status).toBe(503)

    await holder.release()

    // The same server, not restarted: posts are stored again and their mail goes out.
    await expect
      .poll(
        async () =>
          (await postContact(site, 'Na', `${tag}-after@example.com`, 'nl', 'json')).status,
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe(201)
    await expect
      .poll(() => mailsAbout(sink, `${tag}-after@`), { timeout: 120_000, intervals: [1_000] })
      // A post without the form's start token is held for review: the agency is told,
      // the visitor gets no confirmation (no mail relay, issue 25).
      .toEqual([`${notifyAddress}|${tag}-after@example.com`])
    const stored = await queryDatabase<{ email: string }>(
      database,
      'SELECT email FROM leads WHERE email LIKE ?',
      [`${tag}%`],
    )
    // Nothing of the posts answered 503 (the browser's included) was stored, then or later.
    expect(stored.map((row) => row.email)).toEqual([`${tag}-after@example.com`])
    const subscribed = await queryDatabase<{ email: string }>(
      database,
      'SELECT email FROM newsletter_subscribers WHERE email LIKE ?',
      [`${tag}%`],
    )
    expect(subscribed).toEqual([])
  } finally {
    await holder.release()
    await site.stop()
    await sink.stop()
    removeDatabase(database)
  }
})

test('kill -9 of the site while its emails are being sent: after the restart each arrives exactly once', async () => {
  const database = copyDatabase('restart')
  const sink = await startMailSink(1)
  // The mail server takes each message but does not answer yet: sends are in flight.
  await sink.control('hold')
  let site = startSite(1, database)
  const tag = `restart${Date.now()}`
  const total = 10
  try {
    await site.ready()
    // Posts as the enhanced form sends them (a start token, a person's pace), so each
    // lead gets a confirmation besides the notification: a post without a token is held
    // for review and confirmed to nobody.
    const tokens = await Promise.all(
      Array.from({ length: total }, async () => {
        const answer = await fetch(`${site.url}/forms/token?form=contact`)
        return ((await answer.json()) as { token: string }).token
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    const statuses = await Promise.all(
      tokens.map(async (token, index) => {
        const email = `${tag}-${index}@example.com`
        return (await postContact(site, `Lead ${index}`, email, 'nl', 'json', token)).status
      }),
    )
    expect(statuses).toEqual(Array(total).fill(201))
    await expect.poll(() => sink.held(), { timeout: 60_000 }).toBeGreaterThan(0)

    await site.kill()
    // What was in flight never got its answer: the sink drops it, as a real server would.
    await sink.control('release')
    expect(await mailsAbout(sink, tag)).toEqual([])
    site = startSite(1, database)
    await site.ready()

    const expected = Array.from({ length: total }, (_, index) => `${tag}-${index}@example.com`)
      .flatMap((email) => [`${notifyAddress}|${email}`, email])
      .sort()
    await expect
      .poll(async () => (await mailsAbout(sink, tag)).length, {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBeGreaterThanOrEqual(expected.length)
    const keys = (await mailsAbout(sink, tag)).map((key) =>
      key.startsWith(notifyAddress) ? key : key.split('|')[0],
    )
    expect(keys.sort(), 'each email exactly once').toEqual(expected)
  } finally {
    await site.stop()
    await sink.stop()
    removeDatabase(database)
  }
})
