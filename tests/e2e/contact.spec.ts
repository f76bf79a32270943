import { type APIRequestContext, type Page } from '@playwright/test'

import { editorToken } from './support/editor'
import { limitsUrl, notifyAddress } from './support/env'
import { uniqueEmail, waitForMail } from './support/mail'
import { loopbackPeer, postJsonFrom, requestFrom } from './support/peer'
import { expect, test } from './support/test'

// Spec §5/§8: these Dutch texts are binding.
const nl = {
  required: 'Vul alle velden in.',
  email: 'Voer een geldig emailadres in.',
  success: 'Bedankt! Je bericht is succesvol verzonden. We nemen binnenkort contact met je op.',
  failure:
    'Bericht verzenden mislukt. Probeer het later opnieuw of neem direct contact met ons op.',
}
const subjects = {
  nl: [
    'Nieuw project of offerteaanvraag',
    'Vraag over een bestaand project',
    'Samenwerking of mediaverzoek',
    'Algemene vraag of anders',
  ],
  en: [
    'New project or quote request',
    'Question about an existing project',
    'Partnership or media request',
    'General question or other',
  ],
}

type Lead = {
  id: number
  name: string
  email: string
  subject: string
  message: string
  locale: string
  page: string
  review: boolean
  userAgent: string
}

async function leadsByEmail(request: APIRequestContext, email: string): Promise<Lead[]> {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers },
  )
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { docs: Lead[] }).docs
}

/** The contact form (the footer's newsletter form has an email field too). */
const contact = (page: Page) => page.locator('#contact-form')

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const form = contact(page)
  await form.getByLabel(/^Naam|^Name|^Nom/).fill(values.name)
  await form.getByLabel(/^E-mailadres|^Email address|^Adresse e-mail/).fill(values.email)
  await form.getByLabel(/^Onderwerp|^Subject|^Objet/).selectOption('new-project')
  await form.getByLabel(/^Bericht|^Message/).fill(values.message)
}

test('the form offers the four subjects of the spec, in each language', async ({ page }) => {
  await page.goto('/contact')
  const options = contact(page)
    .getByLabel(/^Onderwerp/)
    .locator('option:not([value=""])')
  await expect(options).toHaveText(subjects.nl)
  await page.goto('/en/contact')
  await expect(
    contact(page)
      .getByLabel(/^Subject/)
      .locator('option:not([value=""])'),
  ).toHaveText(subjects.en)
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
})

test('empty fields and a malformed email get the spec texts, linked to the fields', async ({
  page,
}) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Verstuur bericht' }).click()
  const status = page.locator('#contact-status')
  await expect(status).toContainText(nl.required)
  const name = contact(page).getByLabel(/^Naam/)
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(nl.required)

  await fillContact(page, { name: 'Anna', email: 'anna@', message: 'Hallo' })
  await page.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(status).toContainText(nl.email)
  await expect(contact(page).getByLabel(/^E-mailadres/)).toBeFocused()
  await expect(contact(page).getByLabel(/^E-mailadres/)).toHaveAccessibleDescription(nl.email)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})

test('the validation texts are translated on /en and /fr', async ({ page }) => {
  await page.goto('/en/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('#contact-status')).toContainText('Please fill in all fields.')
  await page.goto('/fr/contact')
  await fillContact(page, { name: 'Luc', email: 'luc@', message: 'Bonjour' })
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.locator('#contact-status')).toContainText(
    'Veuillez saisir une adresse e-mail valide.',
  )
})

test('sending: the button reads "Versturen..." and is disabled, then the success text; the lead is stored and mailed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('contact')
  await page.goto('/contact')
  await fillContact(page, {
    name: 'Sanne de Vries',
    email,
    message: 'Wij zoeken een <b>webshop</b>.',
  })
  await page.waitForTimeout(2_200) // a person takes a few seconds; faster posts are refused
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/forms/contact', async (route) => {
    await held
    await route.continue()
  })
  const button = page.locator('#contact-form button[type="submit"]')
  await button.click()
  await expect(button).toHaveText('Versturen...')
  await expect(button).toBeDisabled()
  await button.click({ force: true }) // a second click while sending sends nothing more
  release()
  await expect(page.locator('#contact-status')).toHaveText(nl.success)
  await expect(button).toHaveText('Verstuur bericht')
  await expect(contact(page).getByLabel(/^Naam/)).toHaveValue('')

  const leads = await leadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ name: 'Sanne de Vries', subject: 'new-project', locale: 'nl' })
  expect(leads[0]?.page).toBe('/contact')
  expect(leads[0]?.review).toBe(false)
  expect(JSON.stringify(leads[0])).not.toMatch(/10\.\d+\.\d+\.\d+|127\.0\.0\.1/)

  const notification = await waitForMail(notifyAddress, (m) => m.text.includes(email))
  expect(notification.subject).toContain('Sanne de Vries')
  expect(notification.replyTo).toContain(email)
  expect(notification.html).toContain('&lt;b&gt;webshop&lt;/b&gt;')
  expect(notification.html).not.toContain('<b>webshop</b>')
  const confirmation = await waitForMail(email)
  expect(confirmation.subject).toContain('We hebben je bericht ontvangen')
})

test('when the server cannot store the message, the form tries twice more, then shows the failure text and keeps the text', async ({
  page,
}) => {
  await page.goto('/contact')
  let posts = 0
  await page.route('**/forms/contact', (route) => {
    posts++
    return route.fulfill({ status: 503, json: { ok: false, kind: 'failed' } })
  })
  await fillContact(page, { name: 'Tom', email: uniqueEmail('fail'), message: 'Test' })
  await page.locator('#contact-form button[type="submit"]').click()
  // The pauses between the tries (src/lib/forms/postForm.ts) are 1 + 3 s.
  await expect(page.locator('#contact-status')).toHaveText(nl.failure, { timeout: 15_000 })
  expect(posts).toBe(3)
  await expect(contact(page).getByLabel(/^Naam/)).toHaveValue('Tom')
})

test('an answer lost on its way back (the instance ended): the form sends the post again, the visitor reads "sent", one lead is stored', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lost-answer')
  await page.goto('/contact')
  await fillContact(page, { name: 'Lotte Bakker', email, message: 'Een nieuwe site.' })
  await page.waitForTimeout(2_200) // a person takes a few seconds; faster posts are refused
  const sent: string[] = []
  await page.route('**/forms/contact', async (route) => {
    sent.push(route.request().postData() ?? '')
    if (sent.length > 1) return route.continue()
    // The site gets the post and stores it; its answer never reaches the browser.
    const answer = await route.fetch()
    expect(answer.status()).toBe(201)
    await route.abort('connectionreset')
  })
  await page.locator('#contact-form button[type="submit"]').click()
  await expect(page.locator('#contact-status')).toHaveText(nl.success)
  expect(sent).toHaveLength(2)
  expect(sent[1]).toBe(sent[0])
  const leads = await leadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.review).toBe(false)
})

test('the chatbot can preselect a subject through the URL', async ({ page }) => {
  await page.goto('/en/contact?subject=partnership')
  await expect(contact(page).getByLabel(/^Subject/)).toHaveValue('partnership')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an error answers with the form, the message and what was typed', async ({ page }) => {
    await page.goto('/contact')
    // HTML wants a non-empty action: the page's own path, where `action=""` posted too.
    await expect(contact(page)).toHaveAttribute('action', '/contact')
    await contact(page).getByLabel(/^Naam/).fill('Joost <script>')
    await contact(page)
      .getByLabel(/^E-mailadres/)
      .fill('joost@')
    await contact(page)
      .getByLabel(/^Onderwerp/)
      .selectOption('partnership')
    await contact(page)
      .getByLabel(/^Bericht/)
      .fill('Mijn bericht\nmet twee regels')
    await page.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('#contact-status')).toContainText(nl.email)
    await expect(contact(page).getByLabel(/^Naam/)).toHaveValue('Joost <script>')
    await expect(contact(page).getByLabel(/^E-mailadres/)).toHaveValue('joost@')
    await expect(contact(page).getByLabel(/^E-mailadres/)).toHaveAccessibleDescription(nl.email)
    await expect(contact(page).getByLabel(/^E-mailadres/)).toBeFocused()
    await expect(contact(page).getByLabel(/^Onderwerp/)).toHaveValue('partnership')
    await expect(contact(page).getByLabel(/^Bericht/)).toHaveValue('Mijn bericht\nmet twee regels')
  })

  test('a valid post lands on the success page and is stored, flagged for review', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs')
    await page.goto('/en/contact')
    await fillContact(page, { name: 'Noor', email, message: 'No JavaScript here.' })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/verzonden$/)
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will get back to you soon.',
    )
    const leads = await leadsByEmail(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ locale: 'en', review: true })
  })
})

test('abuse: honeypot posts are dropped silently, instant posts refused, floods rate-limited', async ({
  request,
}) => {
  const headers = { accept: 'application/json' }
  const base = { name: 'Bot', subject: 'general', message: 'Buy now', locale: 'nl' }

  const trapped = uniqueEmail('honeypot')
  const honeypot = await request.post('/forms/contact', {
    headers,
    data: { ...base, email: trapped, website: 'https://spam.example' },
  })
  expect(honeypot.status()).toBe(201)
  expect(await leadsByEmail(request, trapped)).toHaveLength(0)

  const token = (
    (await (await request.get('/forms/token?form=contact')).json()) as { token: string }
  ).token
  const hasty = uniqueEmail('hasty')
  const instant = await request.post('/forms/contact', {
    headers,
    data: { ...base, email: hasty, startedAt: token },
  })
  expect(instant.status()).toBe(422)
  expect(await instant.json()).toMatchObject({ kind: 'refused', reason: 'tooFast' })
  expect(await leadsByEmail(request, hasty)).toHaveLength(0)

  // One visitor (a TCP peer of its own) on the instance with the production limits,
  // claiming a new address in X-Forwarded-For on every post: the claim changes nothing.
  const flooder = loopbackPeer()
  const statuses: number[] = []
  for (let attempt = 0; attempt < 7; attempt++) {
    const post = await postJsonFrom(
      flooder,
      `${limitsUrl}/forms/contact`,
      { ...base, email: uniqueEmail('flood') },
      { 'X-Forwarded-For': `198.51.100.${attempt + 1}` },
    )
    statuses.push(post.status)
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
  expect(statuses.slice(5)).toEqual([429, 429])
  const page = await requestFrom(flooder, `${limitsUrl}/forms/contact`, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...base, email: uniqueEmail('flood'), locale: 'fr' }).toString(),
  })
  expect(page.status).toBe(429)
  expect(page.text).toContain('Vous avez envoyé le formulaire trop souvent.')

  // Another visitor is not held back by the first one's flood.
  const neighbour = await postJsonFrom(loopbackPeer(), `${limitsUrl}/forms/contact`, {
    ...base,
    email: uniqueEmail('neighbour'),
  })
  expect(neighbour.status).toBe(201)
})

test('a start token verifies a few posts of its own form only; misuse is flagged, never lost', async ({
  request,
}) => {
  const visitor = loopbackPeer()
  const tokenFor = async (form: string) => {
    const answer = await requestFrom(visitor, `${limitsUrl}/forms/token?form=${form}`)
    expect(answer.status).toBe(200)
    return (JSON.parse(answer.text) as { token: string }).token
  }
  expect((await requestFrom(visitor, `${limitsUrl}/forms/token?form=admin`)).status).toBe(400)
  const contactToken = await tokenFor('contact')
  const newsletterToken = await tokenFor('newsletter')
  await new Promise((resolve) => setTimeout(resolve, 2_100)) // a person's fill time

  const base = { name: 'Token', subject: 'general', message: 'Hallo', locale: 'nl' }
  const send = async (startedAt: string) => {
    const email = uniqueEmail('token')
    const posted = await postJsonFrom(visitor, `${limitsUrl}/forms/contact`, {
      ...base,
      email,
      startedAt,
    })
    expect(posted.status).toBe(201)
    return (await leadsByEmail(request, email))[0]?.review
  }
  // The first posts with one token are verified; after its uses it proves nothing.
  expect([await send(contactToken), await send(contactToken), await send(contactToken)]).toEqual([
    false,
    false,
    false,
  ])
  expect(await send(contactToken)).toBe(true)
  // A newsletter token on the contact form: accepted, flagged for review.
  expect(await send(newsletterToken)).toBe(true)
})
