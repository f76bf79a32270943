import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { editorToken } from './support/editor'
import { uniqueEmail } from './support/mail'
import { createStaffAccount } from './support/staff'
import { expect, test } from './support/test'

/**
 * Issue 27, the admin as staff meet it: dates and yes/no columns in the admin language
 * (Dutch and English, a per-browser preference Payload keeps in its `payload-lng`
 * cookie, which its account page sets), the agency's brand on the login, the GDPR tool
 * made of Payload's own components, and the "edit this page" bar on the public site for
 * staff, which visitors never get.
 */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const zone = 'Europe/Amsterdam'
test.use({ timezoneId: zone })
// Several admin screens per test, each rendered by the server on a busy machine.
test.describe.configure({ timeout: 90_000 })

type Language = 'nl' | 'en'

async function useAdminLanguage(context: BrowserContext, language: Language, baseURL: string) {
  await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
}

/**
 * The date as staff must read it, written here from the platform's own calendar data
 * (Intl), not from the code under test: `26 nov 2026 20:41` / `26 Nov 2026, 20:41`.
 */
function expectedDate(iso: string, language: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>
  const date = `${parts.day} ${parts.month?.replace('.', '')} ${parts.year}`
  return language === 'nl'
    ? `${date} ${parts.hour}:${parts.minute}`
    : `${date}, ${parts.hour}:${parts.minute}`
}

async function storedLead(request: APIRequestContext) {
  const email = uniqueEmail('admin-ui-lead')
  const posted = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: { name: 'Datum Test', email, subject: 'general', message: 'Hallo', locale: 'nl' },
  })
  expect(posted.status()).toBe(201)
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, {
    headers: { Authorization: `JWT ${await editorToken(request)}` },
  })
  const lead = (
    (await found.json()) as { docs: { id: number; createdAt: string; statusChangedAt: string }[] }
  ).docs[0]
  if (!lead) throw new Error('the lead was not stored')
  return { ...lead, email }
}

type Post = { id: number; slug: string; title: string; date: string; featured?: boolean | null }

async function publishedPosts(request: APIRequestContext): Promise<Post[]> {
  const answer = await request.get(
    '/api/blog-posts?where[_status][equals]=published&depth=0&limit=100&locale=nl',
  )
  return ((await answer.json()) as { docs: Post[] }).docs
}

for (const language of ['nl', 'en'] as const) {
  test.describe(`the admin in ${language === 'nl' ? 'Dutch' : 'English'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useAdminLanguage(context, language, baseURL ?? '')
    })

    test('dates read as the language writes them, in the list and the edit view', async ({
      page,
      request,
    }) => {
      const lead = await storedLead(request)
      const sales = await createStaffAccount(request, 'sales')
      await logIn(page, sales.email, language)
      const shown = expectedDate(lead.createdAt, language)
      expect(shown).toMatch(
        language === 'nl'
          ? /^\d{1,2} [a-z]{3} \d{4} \d{2}:\d{2}$/
          : /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
      )

      await page.goto(
        `/admin/collections/leads?where[email][equals]=${encodeURIComponent(lead.email)}`,
      )
      const row = page.locator('tbody tr').filter({ hasText: lead.email })
      await expect(row).toHaveCount(1)
      await expect(row.locator('td.cell-createdAt')).toHaveText(shown)

      await page.goto(`/admin/collections/leads/${lead.id}`)
      // Filled in by the browser once the edit view has its data (slow on a busy machine).
      await expect(page.locator('.doc-controls').getByText(shown).first()).toBeVisible({
        timeout: 20_000,
      })
      // No English ordinal, no 12-hour clock, in either language.
      await expect(page.locator('.doc-controls')).not.toContainText(/\d(st|nd|rd|th|e) \d{4}|[AP]M/)
      // A date field's own input, from its first render (not `Nov 27, 2026, 5:02 AM`).
      await expect(page.locator('#field-statusChangedAt input')).toHaveValue(
        expectedDate(lead.statusChangedAt, language),
      )
    })

    test('a yes/no column reads as a word, not as true/false', async ({ page, request }) => {
      const posts = await publishedPosts(request)
      const featured = posts.find((post) => post.featured === true)
      const plain = posts.find((post) => !post.featured)
      if (!featured || !plain) throw new Error('the seed has featured and other posts')
      const editor = await createStaffAccount(request, 'editor')
      await logIn(page, editor.email, language)
      await page.goto('/admin/collections/blog-posts?limit=100')
      // The publication date (a date alone) in the language's layout too: `18 nov 2025`.
      const day = expectedDate(featured.date, language).replace(/,? \d{2}:\d{2}$/, '')
      await expect(
        page
          .locator('tbody tr')
          .filter({ hasText: featured.title })
          .first()
          .locator('td.cell-date'),
      ).toHaveText(day)
      const cell = (post: Post) =>
        page.locator('tbody tr').filter({ hasText: post.title }).first().locator('td.cell-featured')
      const [yes, no] = language === 'nl' ? ['Ja', 'Nee'] : ['Yes', 'No']
      await expect(cell(featured)).toHaveText(yes)
      await expect(cell(plain)).toHaveText(no)
      // Every cell of the column is one of the two words (no "waar"/"onwaar", "true"/"false").
      const words = await page.locator('td.cell-featured').allTextContents()
      expect(words.length).toBeGreaterThanOrEqual(2)
      expect(new Set(words)).toEqual(new Set([yes, no]))

      const axe = await new AxeBuilder({ page })
        .include('td.cell-featured')
        .withTags(wcag22aa)
        .analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
    })
  })
}

async function logIn(page: Page, email: string, language: Language) {
  await page.goto('/admin/login')
  await page.getByLabel(language === 'nl' ? /e-mail/i : /email/i).fill(email)
  await page.getByLabel(language === 'nl' ? /wachtwoord/i : /password/i).fill('e2e-Role-password-1')
  await page.getByRole('button', { name: language === 'nl' ? /inloggen/i : /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

test.describe('the brand', () => {
  test('the login page shows Vonk Digital: logo, title, favicon; not Payload', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('img', { name: 'Vonk Digital' })).toBeVisible()
    await expect(page.locator('.graphic-logo')).toHaveCount(0)
    await expect(page).toHaveTitle(/ — Vonk Digital$/)
    expect(await page.title()).not.toMatch(/payload/i)
    const icon = page.locator('head link[rel="icon"]')
    await expect(icon).toHaveCount(1)
    await expect(icon).toHaveAttribute('href', '/icon.svg')
    const file = await request.get('/icon.svg')
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('image/svg+xml')
    // The primary action in the brand blue (white on #1d4ed8 is 6.7:1).
    await expect(page.locator('.btn--style-primary').first()).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    )
    const axe = await new AxeBuilder({ page }).include('.login__brand').withTags(wcag22aa).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  })
})

test.describe('the personal-data tool, in Payload’s own components', () => {
  test('is built from Payload’s input and buttons and passes axe, in English too', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await useAdminLanguage(context, 'en', baseURL ?? '')
    const sales = await createStaffAccount(request, 'sales')
    await logIn(page, sales.email, 'en')
    await page.goto('/admin/collections/leads')
    const tools = page.getByRole('region', { name: 'Personal data of one person (GDPR)' })
    await expect(tools.locator('.field-type.text input')).toBeVisible()
    await expect(tools.getByRole('button', { name: 'Erase…' })).toBeDisabled()
    await tools.getByLabel('Email address').fill('someone@example.com')
    await expect(tools.getByRole('link', { name: 'Export (JSON)' })).toHaveClass(/btn/)
    await expect(tools.getByRole('button', { name: 'Erase…' })).toHaveClass(/btn--style-error/)
    await expect(page.getByRole('link', { name: 'Export all as CSV' })).toHaveClass(/btn/)
    const axe = await new AxeBuilder({ page })
      .include('.personal-data-tools')
      .include('.csv-export')
      .withTags(wcag22aa)
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  })
})

test.describe('the staff bar on the public site', () => {
  async function aPost(request: APIRequestContext): Promise<Post> {
    const post = (await publishedPosts(request))[0]
    if (!post) throw new Error('no published post')
    return post
  }

  for (const role of ['editor', 'sales'] as const) {
    test(`shows to a logged-in ${role}, with links to the document and its preview`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      const post = await aPost(request)
      await useAdminLanguage(context, 'nl', baseURL ?? '')
      const account = await createStaffAccount(request, role)
      await logIn(page, account.email, 'nl')

      await page.goto(`/en/blogs/${post.slug}`)
      const bar = page.getByRole('navigation', { name: 'Beheer' })
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Deze pagina bewerken' })).toHaveAttribute(
        'href',
        `/admin/collections/blog-posts/${post.id}?locale=en`,
      )
      await expect(bar.getByRole('link', { name: 'Voorbeeld met concepten' })).toHaveAttribute(
        'href',
        `/preview?path=%2Fblogs%2F${post.slug}&locale=en`,
      )
      await expect(bar.locator('script')).toHaveCount(0)
      const axe = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])

      // The home page is the Home global; the bar leads to it.
      await page.goto('/')
      await expect(
        page
          .getByRole('navigation', { name: 'Beheer' })
          .getByRole('link', { name: 'Deze pagina bewerken' }),
      ).toHaveAttribute('href', '/admin/globals/home')

      // A link followed inside the site loads the next page whole, so its bar names it.
      await page.goto('/blogs')
      const first = page.locator('main article a.stretched-link').first()
      const href = await first.getAttribute('href')
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(
        page
          .getByRole('navigation', { name: 'Beheer' })
          .getByRole('link', { name: 'Deze pagina bewerken' }),
      ).toHaveAttribute('href', /^\/admin\/collections\/blog-posts\/\d+$/)

      if (role === 'editor') {
        await page.goto(`/blogs/${post.slug}`)
        await page.getByRole('link', { name: 'Deze pagina bewerken' }).click()
        await expect(page).toHaveURL(new RegExp(`/admin/collections/blog-posts/${post.id}$`))
        await expect(page.locator('.doc-header__title, h1').first()).toContainText(post.title)
      }
      // Logged out, the same browser gets the visitor's page again (not a stored copy).
      await context.clearCookies({ name: 'payload-token' })
      const after = await context.newPage()
      await after.goto(`/blogs/${post.slug}`)
      await expect(after.locator('[data-staff-bar]')).toHaveCount(0)
    })
  }

  test('is absent for visitors: no markup, no script, no request', async ({ page, request }) => {
    const post = await aPost(request)
    for (const path of ['/', `/blogs/${post.slug}`, `/en/blogs/${post.slug}`]) {
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('staff-bar')
      expect(html).not.toMatch(/payload-token|\/api\/users\/me/)
    }

    const requests: string[] = []
    page.on('request', (sent) => requests.push(new URL(sent.url()).pathname))
    await page.goto(`/blogs/${post.slug}`, { waitUntil: 'networkidle' })
    await expect(page.locator('[data-staff-bar]')).toHaveCount(0)
    expect(requests.filter((path) => /^\/(api|admin)\b/.test(path))).toEqual([])
  })

  test('the staff view: personal, and no address of its own for anyone', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const post = await aPost(request)
    const account = await createStaffAccount(request, 'editor')
    const token = account.headers.Authorization.replace('JWT ', '')
    // As a browser navigates: Payload takes a session cookie only from a request that
    // says where it comes from (Origin, or Sec-Fetch-Site: none for a typed address).
    const staff = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none' },
    })
    // The page with the bar is never stored, nor answered from a visitor's validator.
    const page = await staff.get(`/blogs/${post.slug}`, { headers: { Host: 'evil.example' } })
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain('data-staff-bar')
    expect(page.headers()['cache-control']).toBe('private, no-store')
    expect(page.headers().etag).toBeUndefined()
    // Only the proxy sends requests to the staff view: asked directly it is no page, and
    // it fetches nothing but this site's own pages.
    const visitor = await playwright.request.newContext({ baseURL })
    const visitorAsks = await visitor.get(`/staff-view?path=${encodeURIComponent('/faq')}`)
    expect(visitorAsks.status()).toBe(404)
    await visitor.dispose()
    for (const path of [
      '//evil.example/faq',
      'http://evil.example/faq',
      '/\\evil.example/faq',
      '/staff-view?path=/faq',
      '/api/users/me',
      'faq',
    ]) {
      const answer = await staff.get(`/staff-view?path=${encodeURIComponent(path)}`)
      expect(answer.status(), path).toBe(404)
    }
    await staff.dispose()
  })

  test('a forged or expired session cookie gets the visitor’s page', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const post = await aPost(request)
    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged' },
    })
    const answer = await forged.get(`/blogs/${post.slug}`)
    expect(answer.status()).toBe(200)
    expect(await answer.text()).not.toContain('staff-bar')
    await forged.dispose()
  })
})
