import { type APIRequestContext, type Page } from '@playwright/test'

import { editorCredentials, editorToken } from './support/editor'
import { uniqueEmail } from './support/mail'
import { createStaffAccount, logInToAdmin, staffPassword as password } from './support/staff'
import { expect, test } from './support/test'

/**
 * Staff roles as staff meet them: through the REST API (what the admin itself calls)
 * and in the admin, per role. The worker's admin account creates one account per role.
 */
const createAccount = createStaffAccount

async function storedLeadId(request: APIRequestContext): Promise<number> {
  const email = uniqueEmail('roles-lead')
  const posted = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: { name: 'Rollen', email, subject: 'general', message: 'Hallo', locale: 'nl' },
  })
  expect(posted.status()).toBe(201)
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, {
    headers: { Authorization: `JWT ${await editorToken(request)}` },
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  if (!id) throw new Error('the lead was not stored')
  return id
}

const navLink = (page: Page, name: string) =>
  page.locator('nav').getByRole('link', { name, exact: true })

/** A quote request and a newsletter sign-up, as visitors leave them. */
async function storedQuoteAndSubscriber(request: APIRequestContext) {
  const quote = uniqueEmail('roles-quote')
  const posted = await request.post('/forms/quote', {
    headers: { accept: 'application/json' },
    data: {
      email: quote,
      goal: 'quote',
      service: 'ecom',
      details: 'Een webshop',
      location: 'Delft',
      locale: 'nl',
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const subscriber = uniqueEmail('roles-news')
  const signedUp = await request.post('/forms/newsletter', {
    headers: { accept: 'application/json' },
    data: { email: subscriber, locale: 'nl' },
  })
  expect(signedUp.status()).toBe(201)
  return { quote, subscriber }
}

const saved = (page: Page) => expect(page.getByText(/updated successfully/i).first()).toBeVisible()

test.describe('editor', () => {
  test('edits content; never sees leads, other accounts or site settings, nor makes itself admin', async ({
    request,
  }) => {
    const editor = await createAccount(request, 'editor')
    const { headers } = editor

    const testimonial = await request.post('/api/testimonials', {
      headers,
      data: { person: 'Rol Test', role: 'Tester', company: 'E2E', quote: 'Werkt.' },
    })
    expect(testimonial.status(), await testimonial.text()).toBe(201)
    const { doc } = (await testimonial.json()) as { doc: { id: number } }
    expect((await request.delete(`/api/testimonials/${doc.id}`, { headers })).status()).toBe(200)

    const leadId = await storedLeadId(request)
    for (const collection of ['leads', 'quote-requests', 'newsletter-subscribers']) {
      expect((await request.get(`/api/${collection}`, { headers })).status(), collection).toBe(403)
      expect((await request.get(`/api/${collection}/export.csv`, { headers })).status()).toBe(403)
    }
    expect((await request.get(`/api/leads/${leadId}`, { headers })).status()).toBe(403)
    expect(
      (await request.patch(`/api/leads/${leadId}`, { headers, data: { status: 'won' } })).status(),
    ).toBe(403)

    const users = (await (await request.get('/api/users', { headers })).json()) as {
      docs: { email: string }[]
    }
    expect(users.docs.map((user) => user.email)).toEqual([editor.email])
    const promoted = await request.patch(`/api/users/${editor.id}`, {
      headers,
      data: { roles: ['admin'], name: 'Nieuwe naam' },
    })
    expect(promoted.status()).toBe(200)
    const self = (await (await request.get(`/api/users/${editor.id}`, { headers })).json()) as {
      roles: string[]
      name: string
    }
    expect(self).toMatchObject({ roles: ['editor'], name: 'Nieuwe naam' })
    expect(
      (
        await request.post('/api/users', {
          headers,
          data: { email: uniqueEmail('nope'), password, roles: ['admin'] },
        })
      ).status(),
    ).toBe(403)
    expect(
      (
        await request.post('/api/globals/site-settings', {
          headers,
          data: { agencyName: 'Overgenomen' },
        })
      ).status(),
    ).toBe(403)
  })

  test('in the admin: content in the navigation, leads and accounts neither there nor by URL', async ({
    page,
    request,
  }) => {
    const editor = await createAccount(request, 'editor')
    await logInToAdmin(page, editor.email)
    await expect(navLink(page, 'Case Studies')).toBeVisible()
    await expect(navLink(page, 'Media')).toBeVisible()
    for (const hidden of ['Leads', 'Quote requests', 'Newsletter subscribers', 'Users']) {
      await expect(navLink(page, hidden)).toHaveCount(0)
    }
    await expect(navLink(page, 'Site Settings')).toHaveCount(0)
    // A collection the role cannot read does not exist for it, by URL either.
    const leadId = await storedLeadId(request)
    for (const url of ['/admin/collections/leads', `/admin/collections/leads/${leadId}`]) {
      await page.goto(url)
      await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
      await expect(page.getByText('roles-lead-')).toHaveCount(0)
    }
  })

  test('in the admin: changes an FAQ and saves it; its own roles are read-only', async ({
    page,
    request,
  }) => {
    // Three admin screens and four saves: 29 s of it before the last save in the
    // PostgreSQL run at load 20 (trace), so the default 30 s ended it mid-request.
    test.setTimeout(90_000)
    const editor = await createAccount(request, 'editor')
    // The last FAQ of a group no other test edits, in Dutch.
    const found = await request.get(
      '/api/faqs?where[group][equals]=ecommerce&sort=-order&limit=1&depth=0&locale=nl',
    )
    const faq = ((await found.json()) as { docs: { id: number; question: string }[] }).docs[0]
    if (!faq) throw new Error('no FAQ to edit')
    const edited = `${faq.question} (bewerkt ${Date.now()})`
    const storedQuestion = async () =>
      (
        (await (await request.get(`/api/faqs/${faq.id}?locale=nl&depth=0`)).json()) as {
          question: string
        }
      ).question

    await logInToAdmin(page, editor.email)
    try {
      await page.goto(`/admin/collections/faqs/${faq.id}`)
      // The form hydrates and loads its state first; typing before that would be reset.
      await page.waitForLoadState('networkidle')
      const question = page.locator('#field-question')
      await expect(question).toHaveValue(faq.question)
      await question.fill(edited)
      // FAQs have drafts: typing autosaves one, and what visitors see changes on
      // publishing. A click while the autosave is under way does nothing, so it waits.
      await expect(page.getByTitle('Status: Changed')).toBeVisible()
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible()
      await expect.poll(storedQuestion).toBe(edited)
      await page.reload()
      await expect(question).toHaveValue(edited)
    } finally {
      await request.patch(`/api/faqs/${faq.id}?locale=nl`, {
        headers: editor.headers,
        data: { question: faq.question, _status: 'published' },
      })
      expect(await storedQuestion()).toBe(faq.question)
    }

    // Its own account: the name can change, the roles cannot.
    await page.goto('/admin/account')
    const roles = page.locator('#field-roles')
    // The admin speaks the browser's language (English here), its labels too.
    await expect(roles).toContainText('Editor (content, media)')
    await expect(roles).toHaveClass(/read-only/)
    await expect(roles.locator('input.rs__input')).toBeDisabled()
    await page.locator('#field-name').fill('Redacteur Rollen')
    await page.getByRole('button', { name: 'Save' }).click()
    await saved(page)
    const account = (await (
      await request.get(`/api/users/${editor.id}`, { headers: editor.headers })
    ).json()) as { name: string; roles: string[] }
    expect(account).toMatchObject({ name: 'Redacteur Rollen', roles: ['editor'] })
  })
})

test.describe('sales', () => {
  test('follows up leads (read, move on, export) and changes no content', async ({ request }) => {
    const { headers } = await createAccount(request, 'sales')
    const leadId = await storedLeadId(request)
    expect((await request.get(`/api/leads/${leadId}`, { headers })).status()).toBe(200)
    const movedOn = await request.patch(`/api/leads/${leadId}`, {
      headers,
      data: { status: 'contacted' },
    })
    expect(movedOn.status()).toBe(200)
    const csv = await request.get('/api/leads/export.csv', { headers })
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain('roles-lead-')
    const { quote, subscriber } = await storedQuoteAndSubscriber(request)
    for (const [collection, email] of [
      ['quote-requests', quote],
      ['newsletter-subscribers', subscriber],
    ] as const) {
      const exported = await request.get(`/api/${collection}/export.csv`, { headers })
      expect(exported.status(), collection).toBe(200)
      expect(exported.headers()['content-type']).toContain('text/csv')
      expect(await exported.text(), collection).toContain(email)
    }
    expect((await request.get('/api/newsletter-subscribers', { headers })).status()).toBe(200)
    expect((await request.delete(`/api/leads/${leadId}`, { headers })).status()).toBe(403)

    const testimonial = await request.post('/api/testimonials', {
      headers,
      data: { person: 'Sales', role: 'x', company: 'y', quote: 'z' },
    })
    expect(testimonial.status()).toBe(403)
    const cases = (await (await request.get('/api/case-studies?limit=1&depth=0')).json()) as {
      docs: { id: number; client: string }[]
    }
    const caseStudy = cases.docs[0]
    if (!caseStudy) throw new Error('no case study')
    const edit = await request.patch(`/api/case-studies/${caseStudy.id}`, {
      headers,
      data: { client: 'Gewijzigd door sales' },
    })
    expect(edit.status()).toBe(403)
    expect((await request.post('/api/globals/home', { headers, data: {} })).status()).toBe(403)
  })

  test('in the admin: the leads group only, and a lead moved on', async ({ page, request }) => {
    test.setTimeout(90_000) // admin screens, as the editor's and the admin's
    const sales = await createAccount(request, 'sales')
    const leadId = await storedLeadId(request)
    await logInToAdmin(page, sales.email)
    await expect(navLink(page, 'Leads')).toBeVisible()
    await expect(navLink(page, 'Quote requests')).toBeVisible()
    for (const hidden of ['Case Studies', 'Blog Posts', 'Media', 'Users', 'Site Settings']) {
      await expect(navLink(page, hidden)).toHaveCount(0)
    }
    await page.goto(`/admin/collections/leads/${leadId}`)
    await page.locator('#field-status .rs__control').click()
    await page.getByRole('option', { name: 'Contacted', exact: true }).click()
    await page.keyboard.press('Control+s')
    await expect(page.getByText(/updated successfully|successfully/i).first()).toBeVisible()
    const stored = await request.get(`/api/leads/${leadId}?depth=0`, { headers: sales.headers })
    expect(((await stored.json()) as { status: string }).status).toBe('contacted')
  })
})

test('admin: accounts and site settings in the navigation, and a role given to a colleague in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000) // admin screens, as above
  const colleague = await createAccount(request, 'editor')
  const admin = { Authorization: `JWT ${await editorToken(request)}` }
  const users = (await (await request.get('/api/users?limit=100', { headers: admin })).json()) as {
    totalDocs: number
  }
  expect(users.totalDocs).toBeGreaterThan(1)
  // An editor does not follow up leads (yet).
  expect((await request.get('/api/leads', { headers: colleague.headers })).status()).toBe(403)

  await logInToAdmin(page, editorCredentials().email, editorCredentials().password)
  for (const shown of ['Users', 'Site Settings', 'Leads', 'Case Studies']) {
    await expect(navLink(page, shown)).toBeVisible()
  }
  await page.goto(`/admin/collections/users/${colleague.id}`)
  const roles = page.locator('#field-roles')
  await expect(roles).toContainText('Editor (content, media)')
  await roles.getByRole('combobox').click()
  await page.locator('.rs__option', { hasText: /^Sales/ }).click()
  await expect(roles).toContainText('Sales (leads, quote requests, subscribers)')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)

  const account = (await (
    await request.get(`/api/users/${colleague.id}`, { headers: admin })
  ).json()) as { roles: string[] }
  expect(account.roles).toEqual(['editor', 'sales'])
  // It took effect: the colleague, logged in anew, reads leads and sees them in the admin.
  await page.context().clearCookies()
  await logInToAdmin(page, colleague.email)
  await expect(navLink(page, 'Leads')).toBeVisible()
  await expect(navLink(page, 'Case Studies')).toBeVisible()
  const login = await request.post('/api/users/login', {
    data: { email: colleague.email, password },
  })
  const { token } = (await login.json()) as { token: string }
  expect(
    (await request.get('/api/leads', { headers: { Authorization: `JWT ${token}` } })).status(),
  ).toBe(200)
})
