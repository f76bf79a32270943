import { type Page } from '@playwright/test'
import fc from 'fast-check'
import { expect, test } from './support/test'

/**
 * Without JavaScript a form that needs another try comes back as its own page,
 * rendered by the app with exactly what the visitor typed: no character of it may
 * change, vanish or become markup, whatever it is.
 */
test.use({ javaScriptEnabled: false })
test.setTimeout(180_000)

const form = (page: Page) => page.locator('#contact-form')
const controls = (page: Page) => form(page).locator('input, select, textarea')

async function submitContact(page: Page, path: string, name: string, message: string) {
  await page.goto(path)
  const before = await controls(page).count()
  await form(page).locator('#contact-name').fill(name)
  await form(page).locator('#contact-email').fill('joost@')
  await form(page).locator('#contact-subject').selectOption('general')
  await form(page).locator('#contact-message').fill(message)
  await form(page).getByRole('button').click()
  await expect(page.locator('#contact-email-error')).not.toBeEmpty()
  return before
}

/** The page is still one document with one intact form: nothing typed became markup. */
async function expectIntactPage(page: Page, controlsBefore: number) {
  await expect(form(page)).toHaveCount(1)
  await expect(controls(page)).toHaveCount(controlsBefore)
  await expect(form(page).locator('script, img, svg, iframe')).toHaveCount(0)
  await expect(page.locator('html')).toHaveCount(1)
}

test('replacement patterns, markup, quotes, emoji and RTL marks come back exactly as typed', async ({
  page,
}) => {
  const name = 'Joost $1 $& </textarea><script>alert(1)</script> "quotes" \'single\' 😀 \u202eRTL'
  const message = "Budget $1000, $& and $' ook\n$` and $$ and </textarea><b>vet</b>"
  const before = await submitContact(page, '/contact', name, message)
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('#contact-status')).toContainText('Voer een geldig emailadres in.')
  await expect(form(page).locator('#contact-name')).toHaveValue(name)
  await expect(form(page).locator('#contact-email')).toHaveValue('joost@')
  await expect(form(page).locator('#contact-email')).toBeFocused()
  await expect(form(page).locator('#contact-subject')).toHaveValue('general')
  await expect(form(page).locator('#contact-message')).toHaveValue(message)
  await expectIntactPage(page, before)
})

/** Text a person can type: no control characters, which HTML itself cannot carry. */
const typeable = (text: string) =>
  [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0
      return code === 0x09 || code === 0x0a || (code >= 0x20 && code !== 0x7f)
    })
    .join('')
const hostile = fc.constantFrom(
  '$&',
  '$1',
  "$'",
  '$`',
  '$$',
  '</textarea>',
  '<script>alert(1)</script>',
  '"',
  "'",
  '&amp;',
  '😀',
  '\u202e',
  '\u200f',
  '\n',
)
const text = (maxParts: number) =>
  fc
    .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), hostile), {
      minLength: 1,
      maxLength: maxParts,
    })
    .map((parts) => typeable(parts.join('')))

test('fuzz: any name and message come back exactly, in a page that stays intact', async ({
  page,
}) => {
  await fc.assert(
    fc.asyncProperty(
      // A text input cannot hold line breaks (the browser drops them as it is typed).
      text(6).map((name) => name.replace(/\n/g, '')),
      text(8),
      async (name, message) => {
        const before = await submitContact(page, '/en/contact', name, message)
        await expect(form(page).locator('#contact-name')).toHaveValue(name)
        await expect(form(page).locator('#contact-message')).toHaveValue(message)
        await expectIntactPage(page, before)
      },
    ),
    { numRuns: 25 },
  )
})

test('a post to a page that is not a readable form action gets 4xx, never 5xx', async ({
  request,
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? '' }
  const multipart = (body: string, boundary = 'x') => ({
    headers: { ...origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    data: Buffer.from(body),
  })
  const action = {
    $ACTION_REF_1: '',
    '$ACTION_1:0': '{"id":"0000000000000000000000000000000000000000","bound":"$@1"}',
    '$ACTION_1:1': '[null]',
    name: 'x',
  }
  const cases: [string, Parameters<typeof request.post>[1]][] = [
    ['an unreadable body', multipart('garbage')],
    ['no boundary', { headers: { ...origin, 'content-type': 'multipart/form-data' }, data: 'x' }],
    ['an empty form', multipart('--x--\r\n')],
    ['a form without an action', { headers: origin, multipart: { name: 'x' } }],
    ['an unknown action', { headers: origin, multipart: action }],
    ['broken action data', { headers: origin, multipart: { ...action, '$ACTION_1:0': '{' } }],
    ['another origin', { headers: { Origin: 'http://evil.example' }, multipart: action }],
    ['no origin', { multipart: action }],
    ['JSON', { headers: origin, data: { name: 'x' } }],
  ]
  for (const [what, init] of cases) {
    for (const path of ['/contact', '/en/over-ons']) {
      const response = await request.post(path, { ...init, maxRedirects: 0 })
      expect(response.status(), `${what} to ${path}`).toBeGreaterThanOrEqual(400)
      expect(response.status(), `${what} to ${path}`).toBeLessThan(500)
    }
  }
})
