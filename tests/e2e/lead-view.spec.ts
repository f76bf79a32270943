import type { APIRequestContext, BrowserContext } from '@playwright/test'

import { editorToken } from './support/editor'
import { siteUrl } from './support/env'
import { uniqueEmail } from './support/mail'
import { createStaffAccount, staffPassword } from './support/staff'
import { expect, test } from './support/test'

/*
 * A lead's edit view as sales works in it (issue 38): status, owner, notes and where the
 * lead came from on the first screen; the outbox's bookkeeping of its emails collapsed
 * at the end, for admins only. In the Dutch and the English admin.
 */

type Language = 'nl' | 'en'

const words = {
  nl: { delivery: 'E-mailbezorging', attempts: 'Pogingen', notes: 'Interne notities' },
  en: { delivery: 'Mail delivery', attempts: 'Attempts', notes: 'Internal notes' },
} as const

async function postLead(request: APIRequestContext, email: string): Promise<number> {
  const posted = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: {
      name: 'Eerste Scherm',
      email,
      subject: 'new-project',
      message: 'Wij willen een nieuwe webshop, liefst voor de zomer.',
      locale: 'nl',
      landingPage: '/cases',
      referrerHost: 'www.example.org',
      utmSource: 'nieuwsbrief',
      utmMedium: 'email',
      utmCampaign: 'lente',
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const found = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${await editorToken(request)}` } },
  )
  const lead = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  if (!lead) throw new Error(`no lead for ${email}`)
  return lead.id
}

/** This browser logged in as a fresh account of `role`, its admin in `language`. */
async function logIn(
  context: BrowserContext,
  request: APIRequestContext,
  role: 'sales' | 'admin',
  language: Language,
) {
  const account = await createStaffAccount(request, role)
  await context.addCookies([{ name: 'payload-lng', value: language, url: siteUrl }])
  const login = await context.request.post('/api/users/login', {
    data: { email: account.email, password: staffPassword },
  })
  expect(login.ok()).toBe(true)
}

for (const language of ['nl', 'en'] as const) {
  test.describe(`a lead's edit view, admin in ${language === 'nl' ? 'Dutch' : 'English'}`, () => {
    test.use({
      locale: language === 'nl' ? 'nl-NL' : 'en-GB',
      viewport: { width: 1440, height: 900 },
    })
    test.describe.configure({ timeout: 90_000 })

    test('sales finds status, owner, notes and source on the first screen, and no mail bookkeeping', async ({
      page,
      context,
      request,
    }) => {
      const id = await postLead(request, uniqueEmail('first-screen'))
      await logIn(context, request, 'sales', language)
      await page.goto(`/admin/collections/leads/${id}`)
      await expect(page.locator('#field-status .rs__control')).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('#field-source__utmSource')).toHaveValue('nieuwsbrief')
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      for (const part of [
        '#field-status',
        '#field-owner',
        '#field-statusChangedAt',
        '#field-message',
        '#field-source__landingPage',
        '#field-source__utmCampaign',
      ]) {
        await expect(page.locator(part), part).toBeInViewport({ ratio: 1 })
      }
      // The notes: their heading and the button that adds one.
      await expect(page.getByText(words[language].notes, { exact: true })).toBeInViewport()
      await expect(
        page
          .locator('#field-notes')
          .getByRole('button', { name: /Notitie|Note/ })
          .first(),
      ).toBeInViewport()
      await expect(page.locator('#source-summary')).toContainText('nieuwsbrief / email / lente')
      await expect(page.locator('#source-summary')).toBeInViewport({ ratio: 1 })
      await expect(page.locator('#field-notification')).toHaveCount(0)
      await expect(page.locator('#field-confirmation')).toHaveCount(0)
      await expect(page.getByText(words[language].delivery)).toHaveCount(0)
    })

    test('on a phone, sales finds status, owner, the source and the notes on the first screen', async ({
      page,
      context,
      request,
    }) => {
      const id = await postLead(request, uniqueEmail('phone'))
      await logIn(context, request, 'sales', language)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/admin/collections/leads/${id}`)
      await expect(page.locator('#field-status .rs__control')).toBeVisible({ timeout: 30_000 })
      for (const part of ['#field-status', '#field-owner', '#source-summary']) {
        await expect(page.locator(part), part).toBeInViewport({ ratio: 1 })
      }
      await expect(page.locator('#source-summary')).toContainText('via www.example.org')
      await expect(page.getByText(words[language].notes, { exact: true })).toBeInViewport()
      await expect(
        page
          .locator('#field-notes')
          .getByRole('button', { name: /Notitie|Note/ })
          .first(),
      ).toBeInViewport()
    })

    test('an admin finds the mail bookkeeping in a collapsed group at the end, and opens it', async ({
      page,
      context,
      request,
    }) => {
      const id = await postLead(request, uniqueEmail('bookkeeping'))
      await logIn(context, request, 'admin', language)
      await page.goto(`/admin/collections/leads/${id}`)
      const group = page.locator('.collapsible-field').filter({
        hasText: words[language].delivery,
      })
      await expect(group).toBeVisible({ timeout: 30_000 })
      await expect(group.locator('> .collapsible')).toHaveClass(/collapsible--collapsed/)
      const attempts = page.locator('#field-notification__attempts')
      await expect(attempts).not.toBeVisible()
      await group.locator('.collapsible__toggle').first().click()
      await expect(attempts).toBeVisible()
      await expect(group.getByText(words[language].attempts).first()).toBeVisible()
      await expect(page.locator('#field-confirmation__lastError')).toBeVisible()
      // Below everything else: the message and the notes come first.
      const groupTop = (await group.boundingBox())?.y ?? 0
      const notesTop = (await page.locator('#field-notes').boundingBox())?.y ?? Infinity
      expect(groupTop).toBeGreaterThan(notesTop)
    })
  })
}
