import AxeBuilder from '@axe-core/playwright'
import type {
  APIRequestContext,
  BrowserContext,
  Frame,
  FrameLocator,
  Locator,
  Page,
} from '@playwright/test'

import { editorToken } from './support/editor'
import { published } from './support/editorial'
import { detectionUrl, siteUrl } from './support/env'
import { createStaffAccount, staffPassword } from './support/staff'
import { expect, test } from './support/test'

/*
 * Click to edit (issue 38), in the admin as an editor uses it, in Dutch and in English:
 * a text in the live preview leads to its field, a focused field to its place on the
 * page, and nothing but the admin and its own preview frame can steer either.
 */

type Language = 'nl' | 'en'
const languages = [
  { language: 'nl', browser: 'nl-NL' },
  { language: 'en', browser: 'en-GB' },
] as const satisfies { language: Language; browser: string }[]

const names = {
  nl: {
    caseTitle: 'Kop van de pagina › Titel',
    thirdResult: 'Resultaten › Resultaat 03 › Tekst',
  },
  en: { caseTitle: 'Header › Title', thirdResult: 'Results › Result 03 › Text' },
} as const

type Doc = { id: number; [key: string]: unknown }

/** A fresh editor (or admin) account, logged in in this browser, its admin in `language`. */
async function logInAsEditor(
  context: BrowserContext,
  request: APIRequestContext,
  language: Language,
  role: 'editor' | 'admin' = 'editor',
) {
  const editor = await createStaffAccount(request, role)
  await context.addCookies([{ name: 'payload-lng', value: language, url: siteUrl }])
  const login = await context.request.post('/api/users/login', {
    data: { email: editor.email, password: staffPassword },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return editor
}

/** A document's edit view in one content language, with the live preview open. */
async function editWithPreview(page: Page, doc: string, locale: string): Promise<FrameLocator> {
  await page.goto(`/admin/${doc}?locale=${locale}`)
  const toggler = page.locator('#live-preview-toggler')
  // Payload reopens the pane for an editor who left it open.
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
  return page.frameLocator('#live-preview-iframe')
}

/** The preview frame's own Frame (for evaluating in it). */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('#live-preview-iframe').elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error('no preview frame')
  return frame
}

/** The element of `path` in the preview (of `doc`'s, where the page shows several). */
const shown = (frame: FrameLocator, path: string, doc?: string) =>
  frame.locator(`${doc ? `[data-edit-doc="${doc}"]` : ''}[data-edit-path="${path}"]`).first()

/**
 * Hovers `target` until the preview names its field: the frame listens once the admin
 * has said which document is open (its first messages), and a hover before that names
 * nothing.
 */
async function expectHoverName(frame: FrameLocator, target: Locator, name: string) {
  const label = frame.locator('[data-edit-outline="label"]')
  await expect(async () => {
    // Two points on it, so the pointer moves over it.
    const point = await pointOn(target)
    await target.hover({ position: { x: point.x - 3, y: point.y } })
    await target.hover({ position: point })
    await expect(label).toHaveText(name, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * A point on an element, relative to its box: the middle of its first line box. A text
 * part that wraps has a box wider than its lines, and a card has rounded corners: the
 * box's corner or centre can lie on what is around it.
 */
async function pointOn(target: Locator) {
  return target.evaluate((element) => {
    const outer = element.getBoundingClientRect()
    const line = element.getClientRects()[0] ?? outer
    return {
      x: line.left - outer.left + line.width / 2,
      y: line.top - outer.top + line.height / 2,
    }
  })
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not laid out')
  return rect
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A case of the seed (a test of its own each: none waits on another's lock). */
async function caseStudy(request: APIRequestContext, slug: string, locale = 'nl'): Promise<Doc> {
  return published(request, 'case-studies', slug, locale)
}

/**
 * Payload locks a document for whoever has it open; a test's editor that left it open a
 * moment ago (its browser closed without leaving the view) still holds the lock. The
 * next editor takes over, as a colleague would.
 */
function takeOverLocks(page: Page) {
  return page.addLocatorHandler(page.locator('#document-locked'), async () => {
    await page.locator('#document-locked-take-over').click()
  })
}

for (const { language, browser } of languages) {
  test.describe(`click to edit, admin in ${language === 'nl' ? 'Dutch' : 'English'}`, () => {
    // The content language follows the admin's in these tests: Dutch pages in the Dutch
    // admin, English ones in the English admin.
    const locale = language
    test.use({ locale: browser, viewport: { width: 1440, height: 900 } })
    test.describe.configure({ timeout: 90_000 })

    let editor: Awaited<ReturnType<typeof logInAsEditor>>
    test.beforeEach(async ({ context, page, request }) => {
      editor = await logInAsEditor(context, request, language)
      await takeOverLocks(page)
    })

    test('a case’s title clicked in the preview focuses the title field', async ({
      page,
      request,
    }) => {
      const study = await caseStudy(request, 'gaivota', locale)
      const frame = await editWithPreview(page, `collections/case-studies/${study.id}`, locale)
      const title = shown(frame, 'header.title')
      await expectHoverName(frame, title, names[language].caseTitle)

      // The outline goes round the title, the name sits outside it: nothing is hidden.
      const ring = await box(frame.locator('[data-edit-outline="hover"]'))
      const label = await box(frame.locator('[data-edit-outline="label"]'))
      const heading = await box(title)
      expect(ring.x).toBeLessThan(heading.x)
      expect(ring.y).toBeLessThan(heading.y)
      expect(ring.x + ring.width).toBeGreaterThan(heading.x + heading.width)
      expect(ring.y + ring.height).toBeGreaterThan(heading.y + heading.height)
      expect(overlaps(label, heading)).toBe(false)
      // Nor on the client's name just above the title: the name moves to a free corner.
      expect(overlaps(label, await box(shown(frame, 'client')))).toBe(false)
      await expect(frame.locator('[data-edit-outline="hover"]')).toHaveCSS(
        'background-color',
        'rgba(0, 0, 0, 0)',
      )

      await title.click()
      const field = page.locator('#field-header__title')
      await expect(field).toBeFocused()
      await expect(field).toHaveValue(String((study.header as { title: string }).title))
      await expect(field).toBeInViewport()
    })

    test('the third result of a case, whose row starts collapsed, opens that row and focuses the field', async ({
      page,
      request,
    }) => {
      const study = await caseStudy(request, 'hectool', locale)
      const row = page.locator('#results-row-2 > .collapsible')
      // The editor collapsed the row earlier: Payload keeps that in their preferences.
      await page.goto(`/admin/collections/case-studies/${study.id}?locale=${locale}`)
      await page.locator('#results-row-2').scrollIntoViewIfNeeded()
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/payload-preferences/') &&
          response.request().method() === 'POST' &&
          response.ok(),
      )
      await page.locator('#results-row-2 .collapsible__toggle').first().click()
      await saved
      await expect(row).toHaveClass(/collapsible--collapsed/)

      const frame = await editWithPreview(page, `collections/case-studies/${study.id}`, locale)
      await expect(row).toHaveClass(/collapsible--collapsed/)
      const third = shown(frame, 'results.2.text')
      await expectHoverName(frame, third, names[language].thirdResult)
      await third.click()
      const field = page.locator('#field-results__2__text')
      await expect(field).toBeFocused()
      await expect(row).not.toHaveClass(/collapsible--collapsed/)
      const results = study.results as { text: string }[]
      await expect(field).toHaveValue(results[2]?.text ?? '')
      await expect(field).toBeInViewport()
    })

    test('a blog post’s paragraph focuses its rich-text field at that block', async ({
      page,
      request,
    }) => {
      const post = await published(request, 'blog-posts', 'headless-cms-kiezen', locale)
      const blocks = post.blocks as { blockType: string }[]
      const paragraph = blocks.findIndex((block) => block.blockType === 'paragraph')
      const heading = blocks.findIndex((block) => block.blockType === 'h2')
      expect(paragraph).toBeGreaterThanOrEqual(0)
      expect(heading).toBeGreaterThanOrEqual(0)
      const frame = await editWithPreview(page, `collections/blog-posts/${post.id}`, locale)

      // A paragraph's text: the field of that block, at its text part (a row that starts
      // collapsed in the form).
      const part = shown(frame, `blocks.${paragraph}.parts.0`)
      await expectHoverName(
        frame,
        part,
        language === 'nl'
          ? `Inhoud › Alinea ${String(paragraph + 1).padStart(2, '0')} › Tekstdelen › Tekstdeel 01`
          : `Content › Paragraph ${String(paragraph + 1).padStart(2, '0')} › Text parts › Text part 01`,
      )
      await part.click({ position: await pointOn(part) })
      const text = page.locator(`#field-blocks__${paragraph}__parts__0__text`)
      await expect(text).toBeFocused()
      await expect(text).toBeInViewport()
      await expect(page.locator(`#blocks-row-${paragraph} > .collapsible`)).not.toHaveClass(
        /collapsible--collapsed/,
      )

      // A heading block: its own text field.
      await shown(frame, `blocks.${heading}`).click()
      await expect(page.locator(`#field-blocks__${heading}__text`)).toBeFocused()
    })

    test('a FAQ answer clicked focuses the answer field', async ({ page, request }) => {
      const faqs = await (
        await request.get(`/api/faqs?where[group][equals]=general&sort=order&locale=${locale}`, {
          headers: { Authorization: `JWT ${await editorToken(request)}` },
        })
      ).json()
      const faq = (faqs as { docs: Doc[] }).docs[0]
      if (!faq) throw new Error('no FAQ')
      const doc = `collections/faqs/${faq.id}`
      const frame = await editWithPreview(page, doc, locale)
      // The page shows every question; this one's opens its answer (a native disclosure)
      // and leads to the question field.
      const question = shown(frame, 'question', doc)
      await expectHoverName(frame, question, language === 'nl' ? 'Vraag' : 'Question')
      await question.click()
      await expect(page.locator('#field-question')).toBeFocused()
      const answer = shown(frame, 'answer.0', doc)
      await expect(answer).toBeVisible()
      await answer.click({ position: { x: 2, y: 2 } })
      const focused = page.locator(':focus')
      await expect(focused).toHaveAttribute('id', /^field-answer__0__/)
      await expect(focused).toBeInViewport()
    })

    test('typing in the focused field redraws the preview', async ({ page, request }) => {
      const study = await caseStudy(request, 'custom-flows', locale)
      const original = (study.header as { title: string }).title
      const frame = await editWithPreview(page, `collections/case-studies/${study.id}`, locale)
      const title = shown(frame, 'header.title')
      await expectHoverName(frame, title, names[language].caseTitle)
      await title.click()
      await expect(page.locator('#field-header__title')).toBeFocused()
      const typed = ` ${language}${Date.now() % 100_000}`
      try {
        await page.keyboard.type(typed)
        // Autosave, then the preview renders the page again with the draft.
        await expect(shown(frame, 'header.title')).toHaveText(`${original}${typed}`, {
          timeout: 30_000,
        })
        // The field keeps the focus and its outline while the page is redrawn.
        await expect(page.locator('#field-header__title')).toBeFocused()
        await expect(frame.locator('[data-edit-outline="field"]')).toHaveCount(1)
      } finally {
        // Publishing the unchanged document drops the draft.
        // As the editor who holds the document's lock.
        const saved = await request.patch(`/api/case-studies/${study.id}?locale=${locale}`, {
          headers: editor.headers,
          data: { header: { ...(study.header as object), title: original }, _status: 'published' },
        })
        expect(saved.ok(), await saved.text()).toBe(true)
      }
    })

    test('focusing a field outlines its element in the preview', async ({ page, request }) => {
      const study = await caseStudy(request, 'riasec-nationale-nederlanden', locale)
      const frame = await editWithPreview(page, `collections/case-studies/${study.id}`, locale)
      await expectHoverName(frame, shown(frame, 'header.title'), names[language].caseTitle)
      await page.mouse.move(0, 0)

      // A result, far down the page: outlined, and scrolled into the frame's view.
      const second = shown(frame, 'results.1.text')
      await expect(second).not.toBeInViewport()
      await page.locator('#field-results__1__text').focus()
      const outline = frame.locator('[data-edit-outline="field"]')
      await expect(outline).toHaveCount(1)
      await expect(second).toBeInViewport()
      const ring = await box(outline)
      const element = await box(second)
      expect(ring.x).toBeLessThan(element.x)
      expect(ring.y).toBeLessThan(element.y)
      expect(ring.x + ring.width).toBeGreaterThan(element.x + element.width)
      expect(ring.y + ring.height).toBeGreaterThan(element.y + element.height)

      // A field the page does not show (the SEO title): nothing is outlined.
      await page.locator('#field-seo__title').focus()
      await expect(outline).toHaveCount(0)
      // Back to one that shows.
      await page.locator('#field-header__subtitle').focus()
      await expect(outline).toHaveCount(1)
      expect(overlaps(await box(outline), await box(shown(frame, 'header.subtitle')))).toBe(true)
    })

    test('a message from another origin, or from another window, does nothing', async ({
      page,
      request,
      context,
    }) => {
      const study = await caseStudy(request, 'blue-estate-agency', locale)
      const doc = `collections/case-studies/${study.id}`
      const frame = await editWithPreview(page, doc, locale)
      await expectHoverName(frame, shown(frame, 'header.title'), names[language].caseTitle)
      const focus = { type: 'vonk-edit', kind: 'focus', doc, path: 'results.2.text', locale }
      const field = page.locator('#field-results__2__text')
      const outline = frame.locator('[data-edit-outline="field"]')
      const settle = () => page.waitForTimeout(1_000)

      // To the preview: a window of the site's origin that is not the admin (a window the
      // preview opened) and one of another origin say "show the title" and "you are the
      // site settings"; the preview outlines nothing and keeps to the case.
      const preview = await previewFrame(page)
      for (const url of [`${siteUrl}/robots.txt`, `${detectionUrl}/robots.txt`]) {
        const opened = context.waitForEvent('page')
        await preview.evaluate((address) => void window.open(address, '_blank'), url)
        const intruder = await opened
        await intruder.waitForLoadState()
        await intruder.evaluate(() => {
          const target = window.opener as Window
          target.postMessage({ type: 'vonk-edit', kind: 'show', path: 'header.title' }, '*')
          target.postMessage(
            { type: 'vonk-edit', kind: 'hello', doc: 'globals/site-settings' },
            '*',
          )
        })
        await intruder.close()
      }
      await settle()
      await expect(outline).toHaveCount(0)
      await expectHoverName(frame, shown(frame, 'header.title'), names[language].caseTitle)

      // To the admin: another window of its origin (a frame of its own page, the page
      // itself) asks to focus the third result; nothing moves.
      await page.evaluate(() => {
        const intruder = document.createElement('iframe')
        intruder.name = 'intruder'
        document.body.append(intruder)
      })
      const sibling = page.frame({ name: 'intruder' })
      await sibling?.evaluate((message) => window.parent.postMessage(message, '*'), focus)
      await page.evaluate((message) => window.postMessage(message, '*'), focus)
      await settle()
      await expect(field).not.toBeFocused()

      // The preview frame itself says the same: the field is focused (the messages above
      // were well formed, only their sender was wrong).
      await preview.evaluate(
        (message) => window.parent.postMessage(message, window.location.origin),
        focus,
      )
      await expect(field).toBeFocused()
      await page.locator('#field-header__title').focus()

      // The preview in Payload's own window (a popup, free to go to another site, unlike
      // the frame, which the admin's policy keeps on its origin): its clicks work; once it
      // is at another origin, its messages (the same window, so the same `event.source`)
      // are refused.
      const popped = context.waitForEvent('page')
      await page.locator('.live-preview-toolbar-controls__external').click()
      const popup = await popped
      const title = popup.locator('[data-edit-path="header.title"]')
      await expect(async () => {
        await title.hover()
        await expect(popup.locator('[data-edit-outline="label"]')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await popup.locator('[data-edit-path="results.2.text"]').click()
      await expect(field).toBeFocused()
      await page.locator('#field-header__title').focus()
      await popup.goto(`${detectionUrl}/robots.txt`)
      await popup.evaluate((message) => (window.opener as Window).postMessage(message, '*'), focus)
      await settle()
      await expect(field).not.toBeFocused()
      await expect(page.locator('#field-header__title')).toBeFocused()
    })
  })
}

test.describe('click to edit, beyond the pane', () => {
  test.use({ locale: 'nl-NL', viewport: { width: 1440, height: 900 } })
  test.describe.configure({ timeout: 90_000 })

  test('a preview switched to another language leads to the form in that language', async ({
    page,
    request,
    context,
  }) => {
    await logInAsEditor(context, request, 'nl')
    await takeOverLocks(page)
    const english = await caseStudy(request, 'yb-group', 'en')
    const frame = await editWithPreview(page, `collections/case-studies/${english.id}`, 'nl')
    await expectHoverName(frame, shown(frame, 'header.title'), names.nl.caseTitle)
    // The editor follows the site's own language switch in the preview.
    const preview = await previewFrame(page)
    await frame
      .getByRole('navigation', { name: 'Taal' })
      .getByRole('link', { name: 'English' })
      .click()
    await expect.poll(() => preview.url()).toContain('/en/cases/yb-group')
    const title = shown(frame, 'header.title')
    await expectHoverName(frame, title, names.nl.caseTitle)
    await title.click()
    await expect(page).toHaveURL(/[?&]locale=en/)
    const field = page.locator('#field-header__title')
    await expect(field).toBeFocused()
    await expect(field).toHaveValue((english.header as { title: string }).title)
  })

  test('in a preview tab of its own, a click opens the field in the admin, in the page’s language', async ({
    page,
    request,
    context,
  }) => {
    await logInAsEditor(context, request, 'nl')
    await takeOverLocks(page)
    const english = await caseStudy(request, 'maatwerk-tafels', 'en')
    await page.goto('/preview?path=%2Fcases%2Fmaatwerk-tafels&locale=en')
    await expect(page).toHaveURL(/\/en\/cases\/maatwerk-tafels$/)
    const title = page.locator('[data-edit-path="header.title"]')
    const label = page.locator('[data-edit-outline="label"]')
    await expect(async () => {
      await title.hover()
      await expect(label).toHaveText(names.nl.caseTitle, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await title.click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/case-studies/${english.id}`))
    const field = page.locator('#field-header__title')
    await expect(field).toBeFocused({ timeout: 30_000 })
    await expect(field).toHaveValue((english.header as { title: string }).title)
    // Done once: a reload does not jump there again.
    await expect(page).not.toHaveURL(/field=/)
  })

  test('with the preview open, focus leaves the frame by keyboard and a click, and axe finds nothing new', async ({
    page,
    request,
    context,
  }) => {
    await logInAsEditor(context, request, 'nl')
    await takeOverLocks(page)
    const study = await caseStudy(request, 'dmc-makelaars')
    await page.goto(`/admin/collections/case-studies/${study.id}`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expectHoverName(frame, shown(frame, 'header.title'), names.nl.caseTitle)
    const analyze = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
      ).violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
      )
    await page.mouse.move(0, 0)
    const before = await analyze()
    // Click to edit's own parts showing: a hovered element's outline and name, and the
    // outline of the focused field.
    await shown(frame, 'header.subtitle').hover()
    await expect(frame.locator('[data-edit-outline="label"]')).toBeVisible()
    await page.locator('#field-header__title').focus()
    await expect(frame.locator('[data-edit-outline="field"]')).toHaveCount(1)
    const after = await analyze()
    expect(after.filter((violation) => !before.includes(violation))).toEqual([])
    // And none inside the preview (Payload's own frame element has no title: "frame-title
    // #live-preview-iframe", there before and after).
    expect(after.filter((violation) => / #live-preview-iframe ./.test(violation))).toEqual([])

    // Keyboard: from the first stop in the frame (the skip link), Shift+Tab is back in
    // the admin; a click in the frame sends the focus to the admin's field.
    await frame.locator('a').first().focus()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('live-preview-iframe')
    await page.keyboard.press('Shift+Tab')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .not.toBe('live-preview-iframe')
    await shown(frame, 'header.title').click()
    await expect(page.locator('#field-header__title')).toBeFocused()
  })
})

test.describe('click to edit, every content type', () => {
  test.use({ locale: 'nl-NL', viewport: { width: 1440, height: 900 } })
  test.describe.configure({ timeout: 120_000 })

  /** A page of each content type, with the document and some of the fields it marks. */
  const pages = [
    { path: '/werken-bij', doc: /^collections\/pages\/\d+$/, paths: ['title', /^body\.\d+/] },
    { path: '/services/ecommerce', doc: /^collections\/services\/\d+$/, paths: ['title'] },
    {
      path: '/services/digital-marketing/blog-automation',
      doc: /^collections\/digital-marketing-services\/\d+$/,
      paths: ['title', /^packages\.\d+\./],
    },
    {
      path: '/cases/gaivota',
      doc: /^collections\/case-studies\/\d+$/,
      paths: ['header.title', 'image', /^results\.2\.text$/, /^header\.testimonial\.quote$/],
    },
    {
      path: '/blogs/headless-cms-kiezen',
      doc: /^collections\/blog-posts\/\d+$/,
      paths: ['title', /^blocks\.\d+\.parts\.0$/],
    },
    // A post in the other form of spec §3: a list of paragraphs.
    {
      path: '/blogs/core-web-vitals-uitgelegd',
      doc: /^collections\/blog-posts\/\d+$/,
      paths: ['title', /^paragraphs\.0\.text$/],
    },
    { path: '/faq', doc: /^collections\/faqs\/\d+$/, paths: ['question', /^answer\.0/] },
    { path: '/', doc: /^globals\/home$/, paths: [/^hero\./] },
    { path: '/over-ons', doc: /^globals\/about$/, paths: [/\./] },
  ]

  /** The marks of a page in an editor's preview tab: document, path and name of each. */
  async function marksOf(page: Page, path: string) {
    await page.goto(`/preview?${new URLSearchParams({ path, locale: 'nl' })}`)
    await expect(page.locator('[data-edit-path]').first()).toBeAttached()
    return page.locator('[data-edit-path]').evaluateAll((elements) =>
      elements.map((element) => ({
        doc: element.getAttribute('data-edit-doc') ?? '',
        path: element.getAttribute('data-edit-path') ?? '',
        label: element.getAttribute('data-edit-label') ?? '',
        region: element.closest('header, footer, main')?.localName ?? '',
      })),
    )
  }

  test('pages, services, digital-marketing services, cases, posts, FAQs, home and about mark what they show; header and footer for an admin only', async ({
    page,
    context,
    request,
  }) => {
    await logInAsEditor(context, request, 'nl')
    for (const { path, doc, paths } of pages) {
      const marks = await marksOf(page, path)
      const own = marks.filter((found) => doc.test(found.doc))
      for (const wanted of paths) {
        expect(
          own.some((found) =>
            typeof wanted === 'string' ? found.path === wanted : wanted.test(found.path),
          ),
          `${path}: ${String(wanted)}`,
        ).toBe(true)
      }
      // Every mark is named; an editor may not change the site settings: none marked.
      expect(
        marks.filter((found) => !found.label),
        path,
      ).toEqual([])
      expect(
        marks.filter((found) => found.doc === 'globals/site-settings'),
        path,
      ).toEqual([])
    }

    await context.clearCookies()
    await logInAsEditor(context, request, 'nl', 'admin')
    const marks = await marksOf(page, '/cases/gaivota')
    const settings = marks.filter((found) => found.doc === 'globals/site-settings')
    expect(
      settings.some((found) => found.region === 'header' && found.path.startsWith('navigation.')),
    ).toBe(true)
    expect(settings.some((found) => found.region === 'footer')).toBe(true)
  })

  test('a case’s image clicked in the preview leads to its upload field', async ({
    page,
    request,
    context,
  }) => {
    await logInAsEditor(context, request, 'nl')
    await takeOverLocks(page)
    const study = await caseStudy(request, 'gaivota')
    const frame = await editWithPreview(page, `collections/case-studies/${study.id}`, 'nl')
    const image = shown(frame, 'image')
    await expectHoverName(frame, image, 'Afbeelding')
    await image.click()
    const focused = page.locator('#field-image :focus')
    await expect(focused).toHaveCount(1)
    await expect(focused).toBeInViewport()
  })
})

test.describe('what visitors get', () => {
  test.describe.configure({ timeout: 240_000 })

  /** The sitemap's page paths. */
  async function sitemapPaths(request: APIRequestContext) {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] || '/',
    )
  }

  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] as string)

  test('no page of the sitemap carries a mark, a field path or the preview’s script', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request)
    expect(paths.length).toBeGreaterThan(100)
    const scripts = new Set<string>()
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (path) => {
          const response = await request.get(path)
          expect(response.status(), path).toBe(200)
          const html = await response.text()
          expect(html, path).not.toContain('data-edit-')
          for (const script of scriptsOf(html)) scripts.add(script)
        }),
      )
    }
    expect(scripts.size).toBeGreaterThan(0)
    for (const script of scripts) {
      const code = await (await request.get(script)).text()
      // The protocol's message type is in the preview's script and nowhere else.
      expect(code, script).not.toContain('vonk-edit')
    }
  })

  test('an editor’s preview loads the preview’s script, at most 3 kB gzipped', async ({
    browser,
    request,
  }) => {
    const scriptsLoaded = async (context: BrowserContext, path: string, until?: RegExp) => {
      const page = await context.newPage()
      const loaded = new Map<string, Buffer>()
      // Every body is read before the page closes (a body read after it fails, and the
      // preview's script, imported after hydration, comes last).
      const reading: Promise<void>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.ok()) {
          const path = new URL(response.url()).pathname
          reading.push(response.body().then((body) => void loaded.set(path, body)))
        }
      })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      if (until) {
        await expect
          .poll(async () => {
            await Promise.all(reading)
            return [...loaded.values()].some((code) => until.test(code.toString('utf8')))
          })
          .toBe(true)
      }
      await Promise.all(reading)
      await page.close()
      return loaded
    }
    const visitor = await browser.newContext({ baseURL: siteUrl })
    const editor = await browser.newContext({ baseURL: siteUrl, locale: 'nl-NL' })
    // Both have a stored language, so neither loads language detection's code (it runs
    // after hydration, and so may come before or after networkidle).
    for (const context of [visitor, editor]) {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: siteUrl }])
    }
    try {
      await logInAsEditor(editor, request, 'nl')
      const seen = await scriptsLoaded(visitor, '/cases/gaivota')
      const previewed = await scriptsLoaded(
        editor,
        '/preview?path=%2Fcases%2Fgaivota&locale=nl',
        /vonk-edit/,
      )
      const own = [...previewed].filter(([path]) => !seen.has(path))
      expect(own.some(([, code]) => code.includes('vonk-edit'))).toBe(true)
      const { gzipSync } = await import('node:zlib')
      const size = own.reduce((sum, [, code]) => sum + gzipSync(code, { level: 9 }).length, 0)
      console.log(
        `preview-only scripts: ${own.map(([path]) => path).join(', ')}: ${size} B gzipped`,
      )
      expect(size).toBeLessThanOrEqual(3 * 1024)
    } finally {
      await visitor.close()
      await editor.close()
    }
  })
})
