import { type APIRequestContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { lookupUrl, notifyAddress, siteUrl } from './support/env'
import { sinkMessages, uniqueEmail, waitForMail } from './support/mail'
import { expect, test } from './support/test'

/*
 * The contact form is no mail relay (issue 25): a page of another site cannot post it
 * through its visitors' browsers, a mailbox gets at most one confirmation a day and
 * none for a post held for review, and the confirmation carries nothing typed but a
 * plain first name. The agency's own notification still carries everything.
 */

type Lead = { id: number; email: string; review: boolean; confirmation?: { status?: string } }

async function leadsByEmail(request: APIRequestContext, email: string): Promise<Lead[]> {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&sort=createdAt`,
    { headers },
  )
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { docs: Lead[] }).docs
}

/** A post as the site's own enhanced form sends it: a start token, a person's pace. */
async function verifiedPost(request: APIRequestContext, fields: Record<string, string>) {
  const { token } = (await (await request.get('/forms/token?form=contact')).json()) as {
    token: string
  }
  await new Promise((resolve) => setTimeout(resolve, 2_100))
  return request.post('/forms/contact', {
    headers: { accept: 'application/json', origin: siteUrl, 'sec-fetch-site': 'same-origin' },
    data: { subject: 'general', message: 'Een vraag.', locale: 'nl', startedAt: token, ...fields },
  })
}

test('a page of another site cannot post the form through its visitor’s browser', async ({
  page,
  request,
}) => {
  const victim = uniqueEmail('relay-victim')
  // Another origin (another port of this machine), with a plain HTML form aimed at ours.
  await page.goto(`${lookupUrl}/__control`)
  await page.setContent(`<!doctype html><form method="post" action="${siteUrl}/forms/contact">
    <input name="name" value="Win nu bij https://spam.example">
    <input name="email" value="${victim}">
    <input name="subject" value="general">
    <input name="message" value="Koop nu">
    <input name="locale" value="nl">
    <button>go</button></form>`)
  const answer = page.waitForResponse(`${siteUrl}/forms/contact`)
  await page.getByRole('button', { name: 'go' }).click()
  expect((await answer).status()).toBe(403)

  // The same through fetch from a page of that site (no preflight for a form-encoded body).
  await page.goto(`${lookupUrl}/__control`)
  const fetched = uniqueEmail('relay-fetch')
  await page.evaluate(
    async ([url, email]) => {
      const body = new URLSearchParams({ name: 'Spam', email, subject: 'general', message: 'x' })
      await fetch(url, { method: 'POST', body, mode: 'no-cors' })
    },
    [`${siteUrl}/forms/contact`, fetched] as const,
  )
  expect(await leadsByEmail(request, fetched)).toHaveLength(0)

  for (const headers of [
    { origin: 'https://evil.example' } as Record<string, string>,
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ]) {
    const forged = await request.post('/forms/contact', {
      headers: { accept: 'application/json', ...headers },
      data: { name: 'Spam', email: victim, subject: 'general', message: 'Koop nu', locale: 'en' },
    })
    expect(forged.status(), JSON.stringify(headers)).toBe(403)
    expect(await forged.json()).toMatchObject({ ok: false, kind: 'refused', reason: 'crossSite' })
  }
  expect(await leadsByEmail(request, victim)).toHaveLength(0)
  expect((await sinkMessages()).filter((mail) => mail.to.includes(victim))).toHaveLength(0)
})

test('one confirmation per mailbox a day, with a plain first name only; the agency hears of every post', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const email = uniqueEmail('relay-daily')
  const [local, domain] = email.split('@')
  const first = await verifiedPost(request, {
    name: 'Win nu bij https://spam.example <b>gratis</b>',
    email,
  })
  expect(first.status(), await first.text()).toBe(201)
  const second = await verifiedPost(request, {
    name: 'Sanne',
    email: `${local?.toUpperCase()}+2@${domain}`,
  })
  expect(second.status()).toBe(201)

  const confirmation = await waitForMail(email)
  expect(confirmation.text).toContain('Hoi Win,')
  for (const part of [confirmation.text, confirmation.html, confirmation.subject]) {
    expect(part).not.toMatch(/spam\.example|https?:|gratis|<b>|&lt;b&gt;|Een vraag/)
  }

  // Both posts reach the agency, with everything typed.
  const notifications = async () =>
    (await sinkMessages()).filter(
      (mail) =>
        mail.to.includes(notifyAddress) &&
        mail.text.toLowerCase().includes((local ?? '').toLowerCase()) &&
        mail.text.includes(`@${domain}`),
    )
  await expect.poll(async () => (await notifications()).length, { timeout: 30_000 }).toBe(2)
  expect((await notifications()).some((mail) => mail.text.includes('https://spam.example'))).toBe(
    true,
  )

  // The second post's confirmation is not sent, and says so on the lead.
  const leads = [
    ...(await leadsByEmail(request, email)),
    ...(await leadsByEmail(request, `${local?.toUpperCase()}+2@${domain}`)),
  ]
  expect(leads.map((lead) => lead.confirmation?.status).sort()).toEqual(['sent', 'skipped'])
  const toMailbox = (await sinkMessages()).filter((mail) =>
    mail.to.some((to) => to.toLowerCase().replace(/\+[^@]*@/, '@') === email),
  )
  expect(toMailbox).toHaveLength(1)
})

test('a post held for review (no start token) is stored and notified, never confirmed', async ({
  request,
}) => {
  const email = uniqueEmail('relay-review')
  const post = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: { name: 'Joost', email, subject: 'general', message: 'Zonder token', locale: 'nl' },
  })
  expect(post.status()).toBe(201)
  await waitForMail(notifyAddress, (mail) => mail.text.includes(email))
  const [lead] = await leadsByEmail(request, email)
  expect(lead?.review).toBe(true)
  expect(lead?.confirmation?.status).toBe('skipped')
  // The notification went out after the lead was queued: a confirmation would have too.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect((await sinkMessages()).filter((mail) => mail.to.includes(email))).toHaveLength(0)
})
