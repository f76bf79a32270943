import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { editorToken } from './support/editor'
import { newPost, published } from './support/editorial'
import { setSmtp, uniqueEmail } from './support/mail'
import { createStaffAccount, staffPassword, type StaffRole } from './support/staff'
import { siteUrl } from './support/env'
import { expect, test } from './support/test'

/**
 * The staff dashboard (issue 27) in the real admin, per role, in Dutch and English: its
 * figures follow what this test creates (two leads, one scheduled post, one failed
 * email), each links to the list behind it, and the locale control never reads
 * "undefined". Runs with the editing specs, one at a time, so nothing else adds leads
 * or mail between two looks.
 */

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await editorToken(request)}` }
}

/** A fresh account of `role`, in a browser whose language picks the admin's, logged in. */
async function dashboardAs(
  browser: Browser,
  request: APIRequestContext,
  role: StaffRole,
  language: 'nl' | 'en',
) {
  const account = await createStaffAccount(request, role)
  const context = await browser.newContext({
    baseURL: siteUrl,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
  })
  // Every text the locale control shows while the admin loads, first render included:
  // what is on screen (innerText leaves out what is hidden) and what a screen reader gets.
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { localeLabels: string[] }).localeLabels = seen
    new MutationObserver(() => {
      for (const label of document.querySelectorAll<HTMLElement>('.localizer-button')) {
        const shown = label.innerText.replace(/\s+/g, ' ').trim()
        if (shown) seen.push(shown)
        seen.push(label.getAttribute('aria-label') ?? '')
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(staffPassword)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { account, context, page }
}

async function localeLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { localeLabels: string[] }).localeLabels)
}

/** The figure of a tile (`since`, `week`, `open`) in the part of one collection. */
function figure(page: Page, collection: string, which: string) {
  return page.locator(`[data-collection="${collection}"] [data-figure="${which}"]`)
}

async function countOf(locator: ReturnType<Page['locator']>): Promise<number> {
  return Number(await locator.locator('span').first().innerText())
}

test('sales (Dutch): two new leads since the last visit and this week, the oldest waiting, per source, each linked to its list', async ({
  browser,
  request,
}) => {
  const { context, page } = await dashboardAs(browser, request, 'sales', 'nl')
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Wat er te doen is' })).toBeVisible()
    await expect(page.locator('#dashboard-editor')).toHaveCount(0)
    await expect(page.locator('#dashboard-outbox')).toHaveCount(0)
    const weekBefore = await countOf(figure(page, 'leads', 'week'))

    const campaign = `dashboard${Date.now()}`
    for (const label of ['een', 'twee']) {
      const posted = await request.post('/forms/contact', {
        headers: { accept: 'application/json' },
        data: {
          name: `Dashboard ${label}`,
          email: uniqueEmail(`dashboard-${label}`),
          subject: 'new-project',
          message: 'Voor het dashboard',
          locale: 'nl',
          landingPage: '/',
          utmSource: campaign,
        },
      })
      expect(posted.status()).toBe(201)
    }
    await page.reload()
    await expect(figure(page, 'leads', 'since')).toContainText('2')
    expect(await countOf(figure(page, 'leads', 'since'))).toBe(2)
    expect(await countOf(figure(page, 'leads', 'week'))).toBe(weekBefore + 2)
    expect(await countOf(figure(page, 'quote-requests', 'since'))).toBe(0)
    await expect(page.locator('[data-collection="leads"] [data-oldest]')).toContainText(
      'Wacht het langst',
    )
    const source = page.locator('[data-sources] tr', { hasText: campaign })
    await expect(source).toContainText('Leads')
    await expect(source.getByRole('link')).toHaveText('2')

    const axe = await new AxeBuilder({ page })
      .include('.vonk-dashboard')
      .withTags(wcag22aa)
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    // The figure opens the list behind it: exactly these two leads.
    await figure(page, 'leads', 'since').click()
    await expect(page).toHaveURL(/collections\/leads\?.*where/)
    await expect(page.locator('.table tbody tr')).toHaveCount(2)
    await expect(page.locator('.table tbody')).toContainText('Dashboard een')
    // The source's count opens the leads of that source this week.
    await page.goBack()
    await source.getByRole('link').click()
    await expect(page.locator('.table tbody tr')).toHaveCount(2)

    expect((await localeLabels(page)).join('|')).not.toContain('undefined')
    expect((await localeLabels(page)).join('|')).toContain('Nederlands')
  } finally {
    await context.close()
  }
})

test('editor (English): drafts, one more scheduled post, missing translations; no leads or outbox', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const model = await published(request, 'blog-posts', 'lokale-seo-checklist')
  const slug = `dashboard-gepland-${Date.now()}`
  const created = await request.post('/api/blog-posts?draft=true&locale=nl', {
    headers,
    data: newPost(model, slug, `Dashboard gepland ${Date.now()}`, 'draft'),
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc

  const { context, page } = await dashboardAs(browser, request, 'editor', 'en')
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'What needs doing' })).toBeVisible()
    await expect(page.locator('#dashboard-sales')).toHaveCount(0)
    await expect(page.locator('#dashboard-outbox')).toHaveCount(0)
    // The new draft is a draft with unpublished changes, and has no English title.
    const drafts = page.locator('[data-drafts] a', { hasText: 'Blog' })
    await expect(drafts).toBeVisible()
    await expect(page.locator('[data-missing] a', { hasText: 'English' }).first()).toBeVisible()
    const scheduledBefore = Number(await page.locator('[data-scheduled-count]').innerText())

    // Scheduled in the admin's own drawer, far enough ahead that it does not run.
    await page.goto(`/admin/collections/blog-posts/${id}`)
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish__scheduler')
    await drawer.getByText('Publish', { exact: true }).click()
    const time = drawer.locator('.date-time-picker input')
    await time.fill('December 31, 2030 10:00 AM')
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('.schedule-publish__upcoming')).toContainText('Publish')

    await page.goto('/admin')
    await expect(page.locator('[data-scheduled-count]')).toHaveText(String(scheduledBefore + 1))
    await expect(page.locator('li', { hasText: '31 Dec 2030' }).first()).toContainText('Publish')
    const axe = await new AxeBuilder({ page })
      .include('.vonk-dashboard')
      .withTags(wcag22aa)
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    expect((await localeLabels(page)).join('|')).not.toContain('undefined')
  } finally {
    await context.close()
  }
})

test('admin (Dutch and English): everything, plus the outbox with one more failed email, its error and since when', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { context, page } = await dashboardAs(browser, request, 'admin', 'nl')
  try {
    for (const part of ['#dashboard-sales', '#dashboard-editor', '#dashboard-outbox']) {
      await expect(page.locator(part)).toBeVisible()
    }
    const failedBefore = Number(
      await page.locator('[data-outbox="failed"] span').first().innerText(),
    )
    const email = uniqueEmail('dashboard-fail')
    await setSmtp('stop')
    try {
      const signup = await request.post('/forms/newsletter', {
        headers: { accept: 'application/json' },
        data: { email, locale: 'nl' },
      })
      expect(signup.ok()).toBe(true)
      const headers = await adminHeaders(request)
      await expect
        .poll(
          async () => {
            const found = await request.get(
              `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
              { headers },
            )
            const doc = ((await found.json()) as { docs: { confirmation?: { status?: string } }[] })
              .docs[0]
            return doc?.confirmation?.status
          },
          { timeout: 30_000 },
        )
        .toBe('failed')
      await page.reload()
      await expect(page.locator('[data-outbox="failed"] span').first()).toHaveText(
        String(failedBefore + 1),
      )
      await expect(page.locator('[data-last-error]')).toContainText('Mislukt sinds')
      await expect(page.locator('[data-last-error] a')).not.toHaveText('—')
      const axe = await new AxeBuilder({ page })
        .include('.vonk-dashboard')
        .withTags(wcag22aa)
        .analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
    } finally {
      await setSmtp('start')
    }
    expect((await localeLabels(page)).join('|')).not.toContain('undefined')
  } finally {
    await context.close()
  }

  const english = await dashboardAs(browser, request, 'admin', 'en')
  try {
    await expect(
      english.page.getByRole('heading', { level: 1, name: 'What needs doing' }),
    ).toBeVisible()
    await expect(english.page.locator('#dashboard-outbox')).toContainText('Outgoing email')
    expect((await localeLabels(english.page)).join('|')).not.toContain('undefined')
  } finally {
    await english.context.close()
  }
})
