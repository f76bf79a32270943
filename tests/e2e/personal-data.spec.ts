import { readFileSync } from 'node:fs'

import { type APIRequestContext } from '@playwright/test'

import { siteUrl } from './support/env'
import { uniqueEmail } from './support/mail'
import { createStaffAccount, logInToAdmin } from './support/staff'
import { expect, test } from './support/test'

/**
 * A visitor asks what the agency keeps about them, then to be forgotten (AVG/GDPR):
 * sales (or an admin) exports and erases everything of one address, from the admin.
 */
async function leaveData(request: APIRequestContext, email: string) {
  const contact = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: { name: 'Vera', email, subject: 'general', message: 'Vergeet mij later', locale: 'nl' },
  })
  expect(contact.status()).toBe(201)
  // The same person, typed with capitals on the newsletter form.
  const newsletter = await request.post('/forms/newsletter', {
    headers: { accept: 'application/json' },
    data: { email: email.toUpperCase(), locale: 'en' },
  })
  expect(newsletter.status()).toBe(201)
  // And a quote request through the assistant, with a capital or two.
  const quote = await request.post('/forms/quote', {
    headers: { accept: 'application/json' },
    data: {
      email: email.replace(/^./, (first) => first.toUpperCase()),
      goal: 'quote',
      service: 'dev',
      details: 'Een nieuwe website',
      location: 'Utrecht',
      locale: 'nl',
    },
  })
  expect(quote.status(), await quote.text()).toBe(201)
}

type Exported = {
  email: string
  records: Record<'leads' | 'quote-requests' | 'newsletter-subscribers', { email: string }[]>
}

test('through the API: sales exports and erases one address; editors and visitors cannot', async ({
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('forget-me')
  const neighbour = uniqueEmail('keep-me')
  await leaveData(request, email)
  await leaveData(request, neighbour)
  const sales = await createStaffAccount(request, 'sales')
  const editor = await createStaffAccount(request, 'editor')
  const exportUrl = `/api/leads/personal-data?email=${encodeURIComponent(email)}`

  expect((await request.get(exportUrl, { headers: editor.headers })).status()).toBe(403)
  const erasedByEditor = await request.post('/api/leads/personal-data/erase', {
    headers: editor.headers,
    data: { email },
  })
  expect(erasedByEditor.status()).toBe(403)
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(exportUrl)).status()).toBe(401)
  await visitor.dispose()

  const exported = await request.get(exportUrl, { headers: sales.headers })
  expect(exported.status()).toBe(200)
  expect(exported.headers()['content-disposition']).toContain('attachment')
  const data = (await exported.json()) as Exported
  expect(data.records.leads.map((lead) => lead.email)).toEqual([email])
  expect(data.records['quote-requests']).toHaveLength(1)
  expect(data.records['quote-requests'][0]?.email.toLowerCase()).toBe(email)
  expect(data.records['newsletter-subscribers']).toHaveLength(1)
  expect(JSON.stringify(data)).not.toContain(neighbour)

  const erased = await request.post('/api/leads/personal-data/erase', {
    headers: sales.headers,
    data: { email: `  ${email.toUpperCase()} ` },
  })
  expect(erased.status()).toBe(200)
  expect(((await erased.json()) as { erased: Record<string, number> }).erased).toEqual({
    leads: 1,
    'quote-requests': 1,
    'newsletter-subscribers': 1,
  })
  const after = (await (
    await request.get(exportUrl, { headers: sales.headers })
  ).json()) as Exported
  expect(Object.values(after.records).flat()).toEqual([])
  const kept = (await (
    await request.get(`/api/leads/personal-data?email=${encodeURIComponent(neighbour)}`, {
      headers: sales.headers,
    })
  ).json()) as Exported
  expect(kept.records.leads).toHaveLength(1)
  expect(kept.records['quote-requests']).toHaveLength(1)
  expect(kept.records['newsletter-subscribers']).toHaveLength(1)

  const malformed = await request.post('/api/leads/personal-data/erase', {
    headers: sales.headers,
    data: { email: 'not an address' },
  })
  expect(malformed.status()).toBe(400)
})

test('in the admin: sales downloads the JSON and erases the address after confirming', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('admin-forget')
  await leaveData(request, email)
  const sales = await createStaffAccount(request, 'sales')
  await logInToAdmin(page, sales.email)
  // The tool speaks the admin language: Dutch here (Payload's language cookie).
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: siteUrl }])
  await page.goto('/admin/collections/leads')
  const tools = page.getByRole('region', { name: 'Persoonsgegevens van één persoon (AVG)' })
  await tools.getByLabel('E-mailadres').fill(email)

  const download = page.waitForEvent('download')
  await tools.getByRole('link', { name: 'Exporteren (JSON)' }).click()
  const file = await (await download).path()
  const data = JSON.parse(readFileSync(file, 'utf8')) as Exported
  expect(data.records.leads[0]?.email).toBe(email)
  expect(data.records['quote-requests']).toHaveLength(1)

  // Payload's own confirmation, not the browser's.
  await tools.getByRole('button', { name: 'Wissen…' }).click()
  await page.getByRole('button', { name: 'Definitief wissen' }).click()
  await expect(tools.getByRole('status')).toHaveText(
    'Gewist: 1 bericht, 1 offerteaanvraag, 1 nieuwsbriefaanmelding.',
  )
  const after = (await (
    await request.get(`/api/leads/personal-data?email=${encodeURIComponent(email)}`, {
      headers: sales.headers,
    })
  ).json()) as Exported
  expect(Object.values(after.records).flat()).toEqual([])
})
