import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test'

import { siteUrl } from './env'
import { createStaffAccount, staffPassword } from './staff'

/** A browser context logged in as a fresh editor (Payload session cookie), in `locale`. */
export async function editorBrowser(
  browser: Browser,
  request: APIRequestContext,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; headers: Record<string, string>; id: number }> {
  const editor = await createStaffAccount(request, 'editor')
  const context = await browser.newContext({ locale, baseURL: siteUrl })
  const login = await context.request.post('/api/users/login', {
    data: { email: editor.email, password: staffPassword },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return { context, headers: editor.headers, id: editor.id }
}

/**
 * The admin's next form-state answer for a document under `viewPath` (Payload posts its
 * server action to the edit view's own path), which judges conditions and adds rows.
 * Payload 3.90 drops a change made while such an answer is on its way, when the answer
 * comes within the change's 250 ms debounce (the merged answer marks the new state as
 * sent; payloadcms/payload#17455): the change would never be judged. So a step that
 * changes what the form shows next waits for it, as a person's pause would.
 */
export function formStateAnswer(page: Page, viewPath: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith(viewPath),
  )
}

type Doc = { id: number; slug: string; [key: string]: unknown }

/** One published record of a collection, by slug, in a language (depth 0). */
export async function published(
  request: APIRequestContext,
  collection: string,
  slug: string,
  locale = 'nl',
): Promise<Doc> {
  const response = await request.get(
    `/api/${collection}?where[slug][equals]=${slug}&locale=${locale}&depth=0`,
  )
  const doc = ((await response.json()) as { docs: Doc[] }).docs[0]
  expect(doc, `${collection}/${slug}`).toBeDefined()
  return doc as Doc
}

export type Faq = { id: number; question: string }

/** The first FAQ of a group, in a language (depth 0). */
export async function firstFaq(
  request: APIRequestContext,
  group: string,
  locale: string,
): Promise<Faq> {
  const response = await request.get(
    `/api/faqs?where[group][equals]=${group}&limit=1&locale=${locale}&depth=0`,
  )
  const faq = ((await response.json()) as { docs: Faq[] }).docs[0]
  expect(faq, `a FAQ of ${group} in ${locale}`).toBeDefined()
  return faq as Faq
}

/** Polls a page until `check` holds for its HTML (a save expires pages after it answers). */
export async function eventually(
  request: APIRequestContext,
  path: string,
  check: (html: string) => boolean,
  timeout = 15_000,
) {
  await expect
    .poll(async () => check(await (await request.get(path)).text()), { timeout })
    .toBe(true)
}

/** A minimal new post like `model` (its category and image), in Dutch. */
export function newPost(
  model: Record<string, unknown>,
  slug: string,
  title: string,
  status: string,
) {
  return {
    slug,
    title,
    excerpt: 'Een bericht van de end-to-end tests.',
    author: 'Vonk Digital',
    date: new Date().toISOString(),
    readTime: 3,
    category: model.category,
    image: model.image,
    format: 'paragraphs',
    paragraphs: [{ text: 'Een alinea.' }],
    _status: status,
  }
}
