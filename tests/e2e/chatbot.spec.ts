import { readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Locator, type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { setFrenchTypography } from '../../src/lib/i18n/typography'
import { editorToken } from './support/editor'
import { expect, test } from './support/test'

type Texts = Record<'nl' | 'en' | 'fr', string>
type Seed = {
  welcome: Texts
  emailPrompt: Texts
  emailConfirmed: Texts
  questions: Record<'goal' | 'service' | 'details' | 'location', Texts>
  answerOptions: { key: string; label: Texts }[]
  serviceChoices: {
    key: string
    label: Texts
    recommendation: { title: Texts; description: Texts }
    faqs: { question: Texts; answer: Texts }[]
  }[]
  nextSteps: Record<'heading' | 'contact' | 'startOver', Texts>
  thankYou: Texts
}
/** The seeded content of the `chatbot` global: what the dialog must say. */
const seed = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../content/seed/globals/chatbot.json'),
    'utf8',
  ),
) as Seed
const service = (key: string) => seed.serviceChoices.find((choice) => choice.key === key)

/** The dialog's code loads on the first press, possibly behind the page's own image and prefetch requests. */
const loadTimeout = { timeout: 30_000 }

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 300 } = {}) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`)
}

/** The server refuses answers sent sooner than 2 s after the dialog fetched its token; a person is slower. */
async function lingerSince(page: Page, openedAt: number) {
  const wait = 2_500 - (Date.now() - openedAt)
  if (wait > 0) await page.waitForTimeout(wait)
}

async function storedQuote(request: APIRequestContext, email: string) {
  const token = await editorToken(request)
  const response = await request.get(
    `/api/quote-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  // Status and body in the message: this read failed once on CI, reason unknown.
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('quote assistant', () => {
  // Whole conversations against a production server that may share a busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('the whole flow by keyboard only: focus, trap, Escape, refused email, recommendation, stored request, start over', async ({
    page,
    request,
  }) => {
    const email = `e2e-keyboard-${Date.now()}@example.com`
    await page.goto('/')
    const opener = page.getByRole('button', { name: nl.chatbot.open })
    await expect(opener).toBeVisible()
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')

    // Open it from the keyboard; focus lands in the dialog, on the email field.
    await tabTo(page, opener, { backwards: true })
    await page.keyboard.press('Enter')
    const openedAt = Date.now()
    const dialog = page.getByRole('dialog', { name: nl.chatbot.title })
    await expect(dialog).toBeVisible(loadTimeout)
    const log = dialog.getByRole('log')
    await expect(log).toContainText(seed.welcome.nl, loadTimeout)
    await expect(log).toContainText(seed.emailPrompt.nl)
    const emailField = dialog.getByLabel(`${nl.chatbot.labels.email} (Vereist)`)
    await expect(emailField).toBeFocused()

    // Tab cycles inside the dialog: from its last control to its first and back.
    const send = dialog.getByRole('button', { name: nl.chatbot.send })
    const close = dialog.getByRole('button', { name: nl.chatbot.close })
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(send).toBeFocused()
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }

    // Escape closes and gives focus back to the opener; reopening keeps the conversation.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    // As long as the first opening may take: on a loaded machine this timed out at 5 s.
    await expect(dialog).toBeVisible(loadTimeout)
    await expect(emailField).toBeFocused()
    await expect(log.getByText(seed.welcome.nl)).toHaveCount(1)

    // An empty or malformed email is refused with a message; the flow does not advance.
    const error = dialog.locator('#chatbot-answer-error')
    await page.keyboard.press('Enter')
    await expect(error).toHaveText(nl.forms.errors.required)
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.type('jan@bedrijf')
    await page.keyboard.press('Enter')
    await expect(error).toHaveText(nl.forms.errors.email)
    await expect(error).toHaveAttribute('role', 'alert')
    await expect(emailField).toBeFocused()
    await expect(log).not.toContainText(seed.emailConfirmed.nl)
    await expect(log).not.toContainText(seed.questions.goal.nl)
    await expectNoAxeViolations(page)

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(log).toContainText(seed.emailConfirmed.nl)
    await expect(log).toContainText(seed.questions.goal.nl)

    // Goal and service: options from the content; Tab moves between them, Space or Enter picks.
    const goals = dialog.getByRole('group', { name: seed.questions.goal.nl })
    await expect(goals.getByRole('button')).toHaveText(
      seed.answerOptions.map(({ label }) => label.nl),
    )
    await expect(goals.getByRole('button').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space') // demo
    await expect(log).toContainText(seed.questions.service.nl)
    const services = dialog.getByRole('group', { name: seed.questions.service.nl })
    await expect(services.getByRole('button')).toHaveText(
      seed.serviceChoices.map(({ label }) => label.nl),
    )
    await expect(services.getByRole('button').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // dev

    // Details (a text area: Enter is a new line, the button sends) and location.
    await expect(log).toContainText(seed.questions.details.nl)
    await expect(dialog.getByLabel(nl.chatbot.labels.details)).toBeFocused()
    await page.keyboard.type('Een nieuwe website met tien pagina’s.\nLivegang in het voorjaar.')
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(log).toContainText(seed.questions.location.nl)
    await expect(dialog.getByLabel(nl.chatbot.labels.location)).toBeFocused()
    await page.keyboard.type('Utrecht')
    await lingerSince(page, openedAt)
    await page.keyboard.press('Enter')

    // The recommendation for the chosen service, its FAQs, thanks and the next steps.
    const dev = service('dev')
    await expect(log.getByRole('heading', { name: dev?.recommendation.title.nl })).toBeVisible(
      loadTimeout,
    )
    await expect(log).toContainText(dev?.recommendation.description.nl ?? '')
    for (const faq of dev?.faqs ?? []) {
      await expect(log).toContainText(faq.question.nl)
      await expect(log).toContainText(faq.answer.nl)
    }
    await expect(log).toContainText(seed.thankYou.nl)
    await expect(dialog.getByRole('heading', { name: seed.nextSteps.heading.nl })).toBeVisible()
    const contact = dialog.getByRole('link', { name: seed.nextSteps.contact.nl })
    await expect(contact).toBeFocused()
    await expect(contact).toHaveAttribute('href', '/contact?subject=new-project')
    await expectNoAxeViolations(page)

    // Stored for staff only, with the answers as given.
    const [stored] = await storedQuote(request, email)
    expect(stored).toMatchObject({
      email,
      goal: 'demo',
      service: 'dev',
      details: 'Een nieuwe website met tien pagina’s.\nLivegang in het voorjaar.',
      location: 'Utrecht',
      locale: 'nl',
      page: '/',
      review: false,
    })

    // The trap holds at the end too; start over returns to the beginning.
    const startOver = dialog.getByRole('button', { name: seed.nextSteps.startOver.nl })
    await page.keyboard.press('Tab')
    await expect(startOver).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(startOver).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveValue('')
    await expect(log.getByRole('listitem')).toHaveCount(2)
    await expect(log.getByRole('listitem')).toContainText([seed.welcome.nl, seed.emailPrompt.nl])
    await expect(log).not.toContainText(seed.thankYou.nl)
  })

  test('in English it speaks English, and "to contact" opens the contact form with the subject chosen', async ({
    page,
    request,
  }) => {
    const email = `e2e-english-${Date.now()}@example.com`
    await page.goto('/en/faq')
    const opener = page.getByRole('button', { name: en.chatbot.open })
    await expect(opener).toBeVisible()
    await tabTo(page, opener, { backwards: true })
    await page.keyboard.press('Enter')
    const openedAt = Date.now()
    const dialog = page.getByRole('dialog', { name: en.chatbot.title })
    const log = dialog.getByRole('log')
    await expect(log).toContainText(seed.welcome.en, loadTimeout)
    await expect(dialog.getByLabel(`${en.chatbot.labels.email} (Required)`)).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(log).toContainText(seed.emailConfirmed.en)
    const goals = dialog.getByRole('group', { name: seed.questions.goal.en })
    await expect(goals.getByRole('button')).toHaveText(
      seed.answerOptions.map(({ label }) => label.en),
    )
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // support
    await expect(log).toContainText(seed.questions.service.en)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // ecom
    await expect(dialog.getByLabel(en.chatbot.labels.details)).toBeFocused()
    await page.keyboard.type('Our store needs a faster checkout.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(dialog.getByLabel(en.chatbot.labels.location)).toBeFocused()
    await page.keyboard.type('Antwerp')
    await lingerSince(page, openedAt)
    await page.keyboard.press('Enter')

    const ecom = service('ecom')
    await expect(log.getByRole('heading', { name: ecom?.recommendation.title.en })).toBeVisible(
      loadTimeout,
    )
    await expect(log).toContainText(ecom?.faqs[0]?.question.en ?? '')
    await expect(log).toContainText(seed.thankYou.en)
    await expect(log).not.toContainText(seed.thankYou.nl)
    await expectNoAxeViolations(page)
    const [stored] = await storedQuote(request, email)
    expect(stored).toMatchObject({
      goal: 'support',
      service: 'ecom',
      locale: 'en',
      page: '/en/faq',
    })

    const contact = dialog.getByRole('link', { name: seed.nextSteps.contact.en })
    await expect(contact).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/contact\?subject=existing-project$/)
    await expect(page.getByLabel(en.contact.form.subject)).toHaveValue('existing-project')
  })

  test('the dialog’s code and content load only when it opens', async ({ page, request }) => {
    const scripts = new Map<string, Promise<string>>()
    const requested: string[] = []
    page.on('request', (pageRequest) => requested.push(new URL(pageRequest.url()).pathname))
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), response.text())
    })
    await page.goto('/fr/cases')
    const opener = page.getByRole('button', { name: 'Assistant devis' })
    await expect(opener).toBeVisible()
    await page.waitForLoadState('networkidle')

    const firstLoad = await Promise.all(scripts.values())
    expect(firstLoad.length).toBeGreaterThan(0)
    // The dialog module is the one that knows where the content lives.
    expect(firstLoad.filter((source) => source.includes('/forms/chatbot/'))).toEqual([])
    expect(requested.filter((url) => url.startsWith('/forms/'))).toEqual([])
    const before = new Set(scripts.keys())

    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Assistant devis' })).toBeVisible(loadTimeout)
    await expect(page.getByRole('log')).toContainText(seed.welcome.fr, loadTimeout)
    const added = [...scripts.keys()].filter((url) => !before.has(url))
    expect(added.length).toBeGreaterThan(0)
    const addedSources = await Promise.all(added.map((url) => scripts.get(url)))
    expect(addedSources.some((source) => source?.includes('/forms/chatbot/'))).toBe(true)
    expect(requested).toContain('/forms/chatbot/fr')
    expect(requested).toContain('/forms/token')

    // The content is prerendered, not read from the database per request.
    const content = await request.get('/forms/chatbot/fr')
    expect(content.ok()).toBe(true)
    expect(
      content.headers()['x-nextjs-cache'] ?? content.headers()['x-nextjs-prerender'],
    ).toBeTruthy()
    // French is served with its no-break spaces (src/lib/i18n/typography.ts).
    expect(((await content.json()) as { content: { welcome: string } }).content.welcome).toBe(
      setFrenchTypography(seed.welcome.fr),
    )
  })

  test('at 320 px the opener covers nothing at the end of a page and the dialog fits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/contact')
    const opener = page.getByRole('button', { name: nl.chatbot.open })
    await expect(opener).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const box = await opener.boundingBox()
    const footer = await page.locator('footer').boundingBox()
    expect(box && footer && box.y + box.height <= footer.y).toBe(true)

    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: nl.chatbot.title })
    await expect(dialog.getByLabel(`${nl.chatbot.labels.email} (Vereist)`)).toBeFocused(loadTimeout)
    const fits = await dialog.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.clientWidth <= 320,
    )
    expect(fits).toBe(true)
    await expectNoAxeViolations(page)
  })

  test('stored quote requests are not readable without signing in', async ({ request }) => {
    const response = await request.get('/api/quote-requests')
    expect([401, 403]).toContain(response.status())
    expect(await response.text()).not.toContain('@example.com')
  })

  test('saving the chatbot content in the admin updates what the dialog loads', async ({
    request,
  }) => {
    const headers = { Authorization: `JWT ${await editorToken(request)}` }
    const load = async () =>
      ((await (await request.get('/forms/chatbot/fr')).json()) as { content: { thankYou: string } })
        .content.thankYou
    const edited = `${seed.thankYou.fr} (${Date.now()})`
    const save = await request.post('/api/globals/chatbot?locale=fr', {
      headers,
      data: { thankYou: edited },
    })
    expect(save.ok()).toBe(true)
    try {
      await expect.poll(load, { timeout: 15_000 }).toBe(setFrenchTypography(edited))
      const dutch = (await (await request.get('/forms/chatbot/nl')).json()) as {
        content: { thankYou: string }
      }
      expect(dutch.content.thankYou).toBe(seed.thankYou.nl)
    } finally {
      await request.post('/api/globals/chatbot?locale=fr', {
        headers,
        data: { thankYou: seed.thankYou.fr },
      })
    }
    await expect.poll(load, { timeout: 15_000 }).toBe(setFrenchTypography(seed.thankYou.fr))
  })
})
