import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { editorToken } from './support/editor'
import { formStateAnswer } from './support/editorial'
import { refuseRecipient, sinkMessages, uniqueEmail } from './support/mail'
import { createStaffAccount, staffPassword } from './support/staff'
import { siteUrl } from './support/env'
import { expect, test } from './support/test'

/**
 * The lead workflow and where each lead came from (issue 27): sales moves a lead on in
 * the real admin, the server sets authors and times, editors see none of it, and a
 * visit's first-party source reaches the lead, the admin and the CSV; hostile source
 * values are refused; erasure takes notes and sources with the lead.
 */

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Note = { id: string; text: string; author: number | null; createdAt: string | null }
type StoredLead = {
  id: number
  email: string
  page: string | null
  locale: string
  status: string
  statusChangedAt: string | null
  notes?: Note[]
  source: Record<string, string | null>
  updatedAt: string
  notification?: Delivery
  confirmation?: Delivery
}
type Delivery = {
  status?: string | null
  attempts?: number | null
  lastError?: string | null
  progressAt?: string | null
}

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await editorToken(request)}` }
}

async function leadOf(request: APIRequestContext, email: string): Promise<StoredLead> {
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await adminHeaders(request) },
  )
  expect(response.ok(), await response.text()).toBe(true)
  const lead = ((await response.json()) as { docs: StoredLead[] }).docs[0]
  if (!lead) throw new Error(`no lead for ${email}`)
  return lead
}

async function postLead(request: APIRequestContext, email: string, extra = {}) {
  const posted = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: {
      name: 'Workflow',
      email,
      subject: 'new-project',
      message: 'Hallo',
      locale: 'nl',
      ...extra,
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  return leadOf(request, email)
}

/**
 * Posts the contact form as its script does (a start token, a person's pace), so the
 * visitor gets a confirmation besides the agency's notification.
 */
async function postConfirmedLead(request: APIRequestContext, email: string) {
  const { token } = (await (await request.get('/forms/token?form=contact')).json()) as {
    token: string
  }
  await new Promise((resolve) => setTimeout(resolve, 2_100)) // faster posts are refused
  return postLead(request, email, { startedAt: token })
}

/**
 * Records in the page whether Payload's "document modified, reload" dialog ever showed:
 * it replaces the form with a reload button, and what was typed is lost.
 */
async function watchStaleDataDialog(page: Page) {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('.document-stale-data') !== null
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.staleDataShown = 'true'
    }).observe(document, { childList: true, subtree: true })
  })
  return async () => page.evaluate(() => document.documentElement.dataset.staleDataShown === 'true')
}

/** A browser logged in as `email` with the admin in `language` (the browser's language). */
async function adminPage(browser: Browser, email: string, language: 'nl' | 'en') {
  const context = await browser.newContext({
    baseURL: siteUrl,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
  })
  const login = await context.request.post('/api/users/login', {
    data: { email, password: staffPassword },
  })
  expect(login.ok()).toBe(true)
  return { context, page: await context.newPage() }
}

/** The CSV's row for `email`, as column → value (the values used here hold no commas). */
function csvRow(csv: string, email: string): Record<string, string> {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
  const header = (lines[0] ?? '').split(',')
  const row = lines.find((line) => line.includes(email))
  if (!row) throw new Error(`no CSV row for ${email}`)
  const cells = row.split(',')
  return Object.fromEntries(header.map((column, index) => [column, cells[index] ?? '']))
}

async function sendContactForm(page: Page, email: string) {
  const form = page.locator('#contact-form')
  await form.getByLabel(/^Naam/).fill('Bron Bezoeker')
  await form.getByLabel(/^E-mailadres/).fill(email)
  await form.getByLabel(/^Onderwerp/).selectOption('new-project')
  await form.getByLabel(/^Bericht/).fill('Via de nieuwsbrief binnengekomen')
  await page.waitForTimeout(2_200) // a person takes a few seconds; faster posts are refused
  await page.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(page.locator('#contact-status')).toContainText(/bedankt|ontvangen/i)
}

/**
 * Violations that come with Payload's own field components wherever they are used, each
 * matched by rule and by the component it sits in: react-select's indicator buttons,
 * hidden from screen readers yet focusable, and its input without a label of its own
 * (the field's label names the control); the date picker's icon-only clear button and
 * its input; an array row's menu button (no name, 16 px) and drag handle. Anything
 * else, such as this project's colours or markup, fails the test.
 */
const payloadComponentViolations: Record<string, RegExp> = {
  'aria-hidden-focus': /\.(clear|dropdown)-indicator/,
  label: /react-select-.*-input|react-datepicker__input-container/,
  'button-name': /date-time-picker__clear-button|array-actions__button|clipboard-action__popup/,
  'aria-command-name': /collapsible__drag/,
  'target-size': /array-actions__button/,
}

type AxeNode = { id: string; target: string }

function isPayloadComponents(node: AxeNode): boolean {
  return payloadComponentViolations[node.id]?.test(node.target) ?? false
}

/** Every node axe finds in the given parts of the page, as rule and selector. */
async function axeNodes(page: Page, parts: string[]): Promise<AxeNode[]> {
  const builder = new AxeBuilder({ page }).withTags(wcag22aa)
  for (const part of parts) builder.include(part)
  const { violations } = await builder.analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ id: violation.id, target: node.target.join(' ') })),
  )
}

/**
 * Picks a status and waits for the admin's form-state round trip it starts. A row added
 * while that request is on its way can stay a loading placeholder until the next change
 * (under test:postgres a note's row stayed one for 30 s, although the request took 41 ms),
 * so the next step starts from a settled form, as a person's would.
 */
async function chooseStatus(page: Page, status: string) {
  const formState = formStateAnswer(page, '/admin/collections/leads/')
  await page.locator('#field-status .rs__control').click()
  await page.getByRole('option', { name: status, exact: true }).click()
  await expect(page.locator('#field-status')).toContainText(status)
  await formState
}

/**
 * Adds one note row and types into it. A click the admin has not wired up yet (no row
 * came) is made again; a row that came is waited for, never added twice.
 */
async function addNote(page: Page, text: string) {
  const rows = page.locator('#field-notes .array-field__row')
  const before = await rows.count()
  await expect(async () => {
    if ((await rows.count()) === before) {
      await page
        .getByRole('button', { name: /Voeg Notitie toe/ })
        .first()
        .click({ timeout: 5_000 })
    }
    await expect(rows).toHaveCount(before + 1, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const note = rows.nth(before).locator('textarea')
  await expect(note).toBeEditable({ timeout: 30_000 })
  await note.fill(text)
}

test('a visit that starts from a campaign link and sends the contact form two pages later: the lead says where it came from, in the admin and the CSV', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('source')
  await page.goto('/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter', {
    referer: 'https://mail.example.net/inbox/12345?token=secret',
  })
  await expect(page.locator('html')).toHaveAttribute('data-locale-initialised', 'true')
  // Two more pages in the same tab, without the campaign in their URLs.
  await page.goto('/cases')
  await page.goto('/contact')
  // Nothing of this is a cookie.
  const cookies = await page.context().cookies()
  expect(JSON.stringify(cookies)).not.toContain('nieuwsbrief')
  await sendContactForm(page, email)

  const lead = await leadOf(request, email)
  expect(lead.page).toBe('/contact')
  expect(lead.locale).toBe('nl')
  expect(lead.source).toMatchObject({
    landingPage: '/',
    referrerHost: 'mail.example.net',
    utmSource: 'nieuwsbrief',
    utmMedium: 'email',
    utmCampaign: 'winter',
  })
  expect(JSON.stringify(lead)).not.toContain('secret')

  const sales = await createStaffAccount(request, 'sales')
  const { context, page: admin } = await adminPage(browser, sales.email, 'nl')
  try {
    await admin.goto(`/admin/collections/leads/${lead.id}`)
    // Payload renders a group's fields once the group scrolls into view, as staff do.
    const group = admin.locator('#field-source')
    await expect(group.getByText('Herkomst', { exact: true })).toBeAttached({ timeout: 30_000 })
    await group.scrollIntoViewIfNeeded()
    await expect(group.getByText('Herkomst', { exact: true })).toBeVisible()
    await expect(admin.locator('#field-source__utmSource')).toHaveValue('nieuwsbrief')
    await expect(admin.locator('#field-source__utmMedium')).toHaveValue('email')
    await expect(admin.locator('#field-source__utmCampaign')).toHaveValue('winter')
    await expect(admin.locator('#field-source__landingPage')).toHaveValue('/')
    await expect(admin.locator('#field-source__referrerHost')).toHaveValue('mail.example.net')
  } finally {
    await context.close()
  }
  const csv = await request.get('/api/leads/export.csv', { headers: sales.headers })
  expect(csv.status()).toBe(200)
  expect(csvRow(await csv.text(), email)).toMatchObject({
    page: '/contact',
    locale: 'nl',
    status: 'new',
    'source.landingPage': '/',
    'source.referrerHost': 'mail.example.net',
    'source.utmSource': 'nieuwsbrief',
    'source.utmMedium': 'email',
    'source.utmCampaign': 'winter',
  })
})

test('hostile source values are refused or cut to what they may be, never stored as sent', async ({
  request,
}) => {
  const email = uniqueEmail('hostile-source')
  const lead = await postLead(request, email, {
    page: '//evil.example/phish',
    landingPage: '/\\evil.example',
    referrerHost: 'https://evil.example/path?session=secret',
    utmSource: '=HYPERLINK("https://evil.example","klik")',
    utmMedium: '<img src=x onerror=alert(1)>',
    utmCampaign: 'w'.repeat(150),
  })
  expect(lead.page).toBeNull()
  expect(lead.source).toEqual({
    landingPage: null,
    referrerHost: 'evil.example',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  })
  const csv = await (
    await request.get('/api/leads/export.csv', { headers: await adminHeaders(request) })
  ).text()
  const row = csv.split('\r\n').find((line) => line.includes(email)) ?? ''
  expect(row).not.toMatch(/HYPERLINK|onerror|secret|www/)
})

test('sales moves a lead to "won" with a note in the Dutch admin; the server sets author and times; a client cannot forge them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('workflow')
  const lead = await postLead(request, email)
  expect(lead.status).toBe('new')
  const createdAt = lead.statusChangedAt
  expect(createdAt).not.toBeNull()
  // Opened at once, while its notification may still be on its way: the outbox's
  // bookkeeping does not count as an edit (see the test of a retried email below).

  const sales = await createStaffAccount(request, 'sales')
  const { context, page } = await adminPage(browser, sales.email, 'nl')
  try {
    await page.goto(`/admin/collections/leads/${lead.id}`)
    await expect(page.locator('#field-status .rs__control')).toBeVisible({ timeout: 30_000 })
    await chooseStatus(page, 'Gewonnen')
    await addNote(page, 'Offerte getekend, start in januari.')
    await expect(page.locator('#field-notes textarea')).toHaveCount(1)
    await page.keyboard.press('Control+s')
    await expect(page.getByText(/succesvol/i).first()).toBeVisible({ timeout: 15_000 })

    // The parts this issue added to Payload's edit view, each rendered (a group's fields
    // render once it scrolls into view): none may bring a violation of its own.
    await page.locator('#field-source').scrollIntoViewIfNeeded()
    await expect(page.locator('#field-source__utmSource')).toBeAttached()
    const added = await axeNodes(page, [
      '#field-status',
      '#field-owner',
      '#field-statusChangedAt',
      '#field-notes',
      '#field-source',
    ])
    expect(added.filter((node) => !isPayloadComponents(node))).toEqual([])
    // The allowance is Payload's own: its select field that predates the workflow (the
    // subject) shows the same. (The notification's dates are an admin's, lead-view.spec.ts.)
    const untouched = await axeNodes(page, ['#field-subject'])
    expect(untouched.map((node) => node.id)).toEqual(
      expect.arrayContaining(['aria-hidden-focus', 'label']),
    )
    expect(untouched.filter((node) => !isPayloadComponents(node))).toEqual([])
  } finally {
    await context.close()
  }

  const stored = (await (
    await request.get(`/api/leads/${lead.id}?depth=0`, { headers: sales.headers })
  ).json()) as StoredLead
  expect(stored.status).toBe('won')
  expect(stored.statusChangedAt).not.toBe(createdAt)
  expect(stored.notes).toHaveLength(1)
  const [note] = stored.notes ?? []
  expect(note).toMatchObject({ text: 'Offerte getekend, start in januari.', author: sales.id })
  expect(Date.now() - new Date(note?.createdAt ?? 0).getTime()).toBeLessThan(5 * 60_000)

  // A client sending other authors, times and texts: the saved note stays, the new one
  // gets this account and the server's time, the status time is the server's.
  const admin = await createStaffAccount(request, 'admin')
  const forged = await request.patch(`/api/leads/${lead.id}`, {
    headers: sales.headers,
    data: {
      statusChangedAt: '2000-01-01T00:00:00.000Z',
      notes: [
        { id: note?.id, text: 'Herschreven', author: admin.id, createdAt: '2000-01-01T00:00:00Z' },
        { text: 'Tweede notitie', author: admin.id, createdAt: '2000-01-01T00:00:00Z' },
      ],
    },
  })
  expect(forged.status(), await forged.text()).toBe(200)
  const after = (await (
    await request.get(`/api/leads/${lead.id}?depth=0`, { headers: sales.headers })
  ).json()) as StoredLead
  expect(after.statusChangedAt).toBe(stored.statusChangedAt)
  expect(after.notes?.[0]).toEqual(note)
  expect(after.notes?.[1]).toMatchObject({ text: 'Tweede notitie', author: sales.id })
  expect(after.notes?.[1]?.createdAt?.startsWith('2000')).toBe(false)
  // Sales cannot remove a saved note.
  await request.patch(`/api/leads/${lead.id}`, { headers: sales.headers, data: { notes: [] } })
  const kept = (await (
    await request.get(`/api/leads/${lead.id}?depth=0`, { headers: sales.headers })
  ).json()) as StoredLead
  expect(kept.notes).toHaveLength(2)

  // The English admin names the same status in English.
  const english = await adminPage(browser, sales.email, 'en')
  try {
    await english.page.goto(`/admin/collections/leads/${lead.id}`)
    await expect(english.page.locator('#field-status')).toContainText('Won', { timeout: 30_000 })
    await expect(english.page.getByText('Internal notes')).toBeVisible()
  } finally {
    await english.context.close()
  }

  // The CSV carries status, its time, and the notes with their authors.
  const csv = await (await request.get('/api/leads/export.csv', { headers: sales.headers })).text()
  const line = csv.split('\r\n').find((entry) => entry.includes(email)) ?? ''
  expect(line).toContain(',won,')
  expect(line).toContain(`${sales.email}: Offerte getekend`)
})

test('sales opens a lead whose confirmation the mail server keeps refusing, the outbox retries it meanwhile, and the status and note sales saves land with no "document modified" dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000)
  const email = uniqueEmail('retrying')
  // The visitor's mail server greylists: their confirmation fails and is retried with
  // backoff (2, 4, 8, 16, 32 … s), each try recorded on the lead by the outbox.
  await refuseRecipient(email, 'refuse')
  try {
    const lead = await postConfirmedLead(request, email)
    await expect
      .poll(async () => (await leadOf(request, email)).confirmation?.lastError ?? '', {
        timeout: 60_000,
      })
      .toMatch(/451.*Greylisted/)

    const sales = await createStaffAccount(request, 'sales')
    const { context, page } = await adminPage(browser, sales.email, 'nl')
    const staleDataShown = await watchStaleDataDialog(page)
    let retried: StoredLead
    try {
      await page.goto(`/admin/collections/leads/${lead.id}`)
      await expect(page.locator('#field-status .rs__control')).toBeVisible({ timeout: 30_000 })
      // What the page was opened with, read after it loaded: the outbox then retries the
      // email at least once more, claim and outcome, before sales changes anything.
      const opened = await leadOf(request, email)
      await expect
        .poll(
          async () => {
            const { confirmation } = await leadOf(request, email)
            return (
              (confirmation?.attempts ?? 0) > (opened.confirmation?.attempts ?? 0) &&
              confirmation?.status === 'failed'
            )
          },
          { timeout: 150_000, intervals: [1_000], message: 'another try recorded' },
        )
        .toBe(true)
      retried = await leadOf(request, email)
      expect(retried.confirmation?.lastError).toMatch(/Greylisted/)
      expect(retried.confirmation?.progressAt ?? '').not.toBe(opened.confirmation?.progressAt)
      // The outbox's bookkeeping is not an edit: the lead's updatedAt stays a person's.
      expect.soft(retried.updatedAt, 'updatedAt moved by the outbox').toBe(opened.updatedAt)

      // Sales's first change is what Payload checks against the stored updatedAt.
      await chooseStatus(page, 'Contact opgenomen')
      await addNote(page, 'Gebeld, mail komt niet aan: adres nagevraagd.')
      await page.keyboard.press('Control+s')
      // Whichever comes first, success or the reload dialog. Not asked for twice: the
      // success toast goes by itself after a few seconds (once under load, before a
      // second look), and the dialog is recorded whenever it showed.
      const outcome = page
        .getByText(/succesvol/i)
        .or(page.locator('.document-stale-data'))
        .first()
      await expect(outcome).toBeVisible({ timeout: 15_000 })
      expect(await staleDataShown(), 'Payload asked to reload: "Document gewijzigd"').toBe(false)
    } finally {
      await context.close()
    }

    // The save landed, and the delivery columns are the outbox's, not the form's
    // (loaded one try earlier).
    const saved = await leadOf(request, email)
    expect(saved.status).toBe('contacted')
    expect(saved.notes?.map((entry) => entry.text)).toEqual([
      'Gebeld, mail komt niet aan: adres nagevraagd.',
    ])
    expect(saved.notification?.status).toBe('sent')
    expect(saved.confirmation?.lastError).toMatch(/Greylisted/)
    expect(['failed', 'sending']).toContain(saved.confirmation?.status)
    expect(saved.confirmation?.attempts ?? 0).toBeGreaterThanOrEqual(
      retried.confirmation?.attempts ?? 1,
    )
    expect(saved.confirmation?.progressAt ?? '').not.toBe('')
    expect(String(saved.confirmation?.progressAt) >= String(retried.confirmation?.progressAt)).toBe(
      true,
    )

    // Once the mail server takes it, the retry goes through: one confirmation, the
    // lead as sales left it.
    await refuseRecipient(email, 'accept')
    await expect
      .poll(async () => (await leadOf(request, email)).confirmation?.status, {
        timeout: 200_000,
        intervals: [2_000],
      })
      .toBe('sent')
    const confirmations = (await sinkMessages()).filter((message) => message.to.includes(email))
    expect(confirmations).toHaveLength(1)
    const delivered = await leadOf(request, email)
    expect(delivered.status).toBe('contacted')
    expect(delivered.notes).toHaveLength(1)
    expect(delivered.confirmation?.lastError).toBeNull()
  } finally {
    await refuseRecipient(email, 'accept')
  }
})

test('an editor sees no status, owner, notes or source: not in the admin, not through the API', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('editor-blind')
  const lead = await postLead(request, email, { utmSource: 'nieuwsbrief' })
  await request.patch(`/api/leads/${lead.id}`, {
    headers: await adminHeaders(request),
    data: { status: 'won', notes: [{ text: 'Geheime notitie van sales' }] },
  })
  const editor = await createStaffAccount(request, 'editor')
  for (const path of [
    `/api/leads/${lead.id}`,
    `/api/leads?where[status][equals]=won`,
    `/api/leads?select[notes]=true`,
    `/api/quote-requests?where[status][equals]=new`,
    '/api/leads/export.csv',
    `/api/payload-query-presets`,
  ]) {
    const response = await request.get(path, { headers: editor.headers })
    expect([401, 403], path).toContain(response.status())
    expect(await response.text(), path).not.toMatch(/Geheime notitie|nieuwsbrief|"won"/)
  }
  // GraphQL is switched off: no other way in.
  const graphql = await request.post('/api/graphql', {
    headers: editor.headers,
    data: { query: `{ Lead(id: ${lead.id}) { status notes { text } } }` },
  })
  expect(graphql.ok()).toBe(false)
  expect(await graphql.text()).not.toContain('Geheime notitie')

  const { context, page } = await adminPage(browser, editor.email, 'nl')
  try {
    await page.goto(`/admin/collections/leads/${lead.id}`)
    await expect(page.locator('#field-status')).toHaveCount(0)
    await expect(page.getByText('Geheime notitie van sales')).toHaveCount(0)
    await expect(page.getByText('Gewonnen')).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('erasing a person removes their leads with notes and sources', async ({ request }) => {
  const email = uniqueEmail('erase-notes')
  const lead = await postLead(request, email, { utmSource: 'nieuwsbrief', landingPage: '/' })
  const headers = await adminHeaders(request)
  await request.patch(`/api/leads/${lead.id}`, {
    headers,
    data: { status: 'contacted', notes: [{ text: 'Notitie over deze persoon' }] },
  })
  const sales = await createStaffAccount(request, 'sales')
  const erased = await request.post('/api/leads/personal-data/erase', {
    headers: sales.headers,
    data: { email },
  })
  expect(erased.ok()).toBe(true)
  expect(((await erased.json()) as { erased: { leads: number } }).erased.leads).toBe(1)
  const found = await request.get(`/api/leads/${lead.id}`, { headers })
  expect(found.status()).toBe(404)
  const search = await request.get(
    `/api/leads?where[notes.text][like]=${encodeURIComponent('Notitie over deze persoon')}`,
    { headers },
  )
  expect(((await search.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
