import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import fc from 'fast-check'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { editorToken } from './support/editor'

/**
 * Property: whatever a client sends to the form endpoints, the server answers
 * 4xx (never 5xx) to a malformed post and stores nothing. Every generated
 * message/email carries the run's tag, so a wrongly stored row would be found.
 */
test.setTimeout(180_000)

const tag = `fuzz${Date.now()}`
const runs = 300

const text = (max: number) => fc.string({ maxLength: max })
const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  '{{7*7}}',
  '\u0000\u202e',
  'x'.repeat(6000),
)
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text(5)),
  fc.object(),
)
/** A message that could only be stored if validation failed us: it always carries the tag. */
const taggedMessage = fc.oneof(
  text(40).map((value) => `${tag} ${value}`),
  wrongType,
)

const malformedContact = fc.oneof(
  // Right shape, at least one bad value (bad email, unknown subject, empty or oversized field).
  fc.record({
    name: fc.oneof(fc.constant(''), fc.constant('   '), hostile, wrongType),
    email: fc.oneof(text(30), fc.constant('a@'), hostile),
    subject: fc.oneof(
      fc.constant('quote'),
      text(10).map((value) => `x-${value}`),
      wrongType,
    ),
    message: taggedMessage,
  }),
  fc.record(
    {
      name: fc.oneof(text(30), hostile),
      email: fc.constant(`${tag}@example.com`),
      subject: fc.constantFrom('new-project', 'general', 'unknown', ''),
      message: fc.oneof(fc.constant(`${tag} ${'y'.repeat(5001)}`), fc.constant(''), wrongType),
    },
    { requiredKeys: [] },
  ),
  // Not an object at all.
  fc.oneof(fc.integer(), fc.string(), fc.array(fc.anything()), fc.constant(null)),
)

type RawPost = { contentType: string; body: string }

const brokenBodies: fc.Arbitrary<RawPost> = fc.oneof(
  text(60).map((body) => ({ contentType: 'application/json', body: `{${body}` })),
  text(60).map((body) => ({ contentType: 'text/plain', body })),
  text(60).map((body) => ({ contentType: 'application/xml', body: `<a>${body}</a>` })),
  text(60).map((body) => ({ contentType: 'multipart/form-data; boundary=zz', body })),
  text(60).map((body) => ({ contentType: '', body })),
  fc.constant({
    contentType: 'application/json',
    body: JSON.stringify({ message: 'z'.repeat(40_000) }),
  }),
  fc.constant({
    contentType: 'application/x-www-form-urlencoded',
    body: `name=a&name=b&email=${tag}%40example.com&email=x%40example.com&subject=general&message=${tag}`,
  }),
)

async function storedWithTag(request: APIRequestContext): Promise<number> {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const leads = await request.get(
    `/api/leads?where[or][0][message][like]=${tag}&where[or][1][email][like]=${tag}&limit=0`,
    { headers },
  )
  const subscribers = await request.get(
    `/api/newsletter-subscribers?where[email][like]=${tag}&limit=0`,
    { headers },
  )
  return (
    ((await leads.json()) as { totalDocs: number }).totalDocs +
    ((await subscribers.json()) as { totalDocs: number }).totalDocs
  )
}

test(`${runs} malformed contact and newsletter posts: no 5xx, nothing stored`, async ({
  request,
}) => {
  const seen: number[] = []
  const send = async (path: string, post: RawPost) => {
    const response = await request.post(path, {
      headers: {
        'content-type': post.contentType,
        accept: 'application/json',
      },
      data: post.body,
    })
    seen.push(response.status())
    return response.status()
  }
  const isClientError = (status: number) => status >= 400 && status < 500

  await fc.assert(
    fc.asyncProperty(malformedContact, async (payload) => {
      const post = { contentType: 'application/json', body: JSON.stringify(payload) }
      expect(isClientError(await send('/forms/contact', post))).toBe(true)
    }),
    { numRuns: runs },
  )
  await fc.assert(
    fc.asyncProperty(
      brokenBodies,
      fc.constantFrom('/forms/contact', '/forms/newsletter', '/forms/quote'),
      async (post, path) => {
        expect(isClientError(await send(path, post))).toBe(true)
      },
    ),
    { numRuns: 100 },
  )
  await fc.assert(
    fc.asyncProperty(fc.oneof(text(40), hostile, wrongType), async (email) => {
      const post = {
        contentType: 'application/json',
        body: JSON.stringify({ email: typeof email === 'string' ? `${tag} ${email}` : email }),
      }
      expect(isClientError(await send('/forms/newsletter', post))).toBe(true)
    }),
    { numRuns: 100 },
  )

  const serverErrors = seen.filter((status) => status >= 500)
  console.log(
    `fuzz: ${seen.length} posts, ${serverErrors.length} answered 5xx, statuses ${[...new Set(seen)].sort().join(', ')}`,
  )
  expect(serverErrors).toEqual([])
  expect(await storedWithTag(request)).toBe(0)
})

/**
 * Bytes that are not UTF-8: a stray continuation or lead byte, a cut-off sequence, an
 * overlong form, an encoded surrogate and a code point past U+10FFFF. Read leniently,
 * each became U+FFFD and the lead was stored with it.
 */
const notUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
)
/** Codings the server does not decode (it decodes none), claimed over a plain body. */
const claimedCoding = fc.constantFrom('gzip', 'br', 'deflate', 'compress', 'zstd', 'identity, gzip')
const siteLocale = fc.constantFrom('nl', 'en', 'fr')
const refusalText = { nl, en, fr } as const

/**
 * A contact post that is fine in every field, so only its encoding can refuse it (no
 * quote or backslash, so the bytes can go anywhere in the JSON string).
 */
const fineText = (max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', 'é', 'ß', '€', '😀', 'ﬁ'), maxLength: max })
const fineContact = fc.record({
  name: fineText(20).map((name) => `Fuzz ${name}`),
  message: fineText(40).map((text) => `${tag} ${text}`),
})
/** Catalogue and server may differ in spaces only (French no-break spaces). */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ')

/** The value with the bytes put at a random place (between its characters). */
function withBytes(value: string, bytes: readonly number[], at: number): Buffer {
  const chars = [...value]
  const cut = Math.min(at, chars.length)
  return Buffer.concat([
    Buffer.from(chars.slice(0, cut).join('')),
    Buffer.from(bytes),
    Buffer.from(chars.slice(cut).join('')),
  ])
}

function multipartBody(
  boundary: string,
  fields: [name: string, value: Buffer | string, partHeaders?: string][],
): Buffer {
  const parts = fields.map(([name, value, partHeaders = '']) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${partHeaders}\r\n`,
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  )
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
}

/** The hidden fields of the contact page's form action, as a browser without JavaScript posts them. */
async function contactActionFields(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(path)
  const hidden = await page
    .locator('#contact-form input[type=hidden]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    )
  await context.close()
  // The fill-time token is left out, as a script would: such a post is stored, flagged.
  return hidden.filter(([name]) => name !== 'startedAt') as [string, string][]
}

test('posts that are not UTF-8, or claim a coding the server does not decode: refused with a message, nothing stored', async ({
  request,
  browser,
  baseURL,
}) => {
  const seen: number[] = []
  const expectRefusal = async (
    response: Awaited<ReturnType<APIRequestContext['post']>>,
    locale: keyof typeof refusalText,
  ) => {
    seen.push(response.status())
    expect([400, 415]).toContain(response.status())
    const text = spaced(await response.text())
    expect(text).toContain(spaced(refusalText[locale].forms.errors.malformed))
  }

  // The enhanced form: JSON, url-encoded and multipart to /forms/contact.
  await fc.assert(
    fc.asyncProperty(
      fineContact,
      notUtf8,
      fc.nat(50),
      siteLocale,
      fc.constantFrom('json', 'urlencoded', 'multipart'),
      async (contact, bytes, at, locale, kind) => {
        const email = `${tag}@example.com`
        const message = withBytes(contact.message, bytes, at)
        const referer = `${baseURL}${locale === 'nl' ? '' : `/${locale}`}/contact`
        const common = { accept: 'application/json', referer }
        let post: { headers: Record<string, string>; data: Buffer }
        if (kind === 'json') {
          const [before, after] = JSON.stringify({
            name: contact.name,
            email,
            subject: 'general',
            message: '\u0000',
          }).split('\\u0000')
          post = {
            headers: { ...common, 'content-type': 'application/json' },
            data: Buffer.concat([Buffer.from(before ?? ''), message, Buffer.from(after ?? '')]),
          }
        } else if (kind === 'urlencoded') {
          // The bytes percent-escaped, as a browser would send what it cannot encode.
          const escaped = [...message].map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
          const fields = new URLSearchParams({ name: contact.name, email, subject: 'general' })
          post = {
            headers: { ...common, 'content-type': 'application/x-www-form-urlencoded' },
            data: Buffer.from(`${fields}&message=${escaped.join('')}`),
          }
        } else {
          post = {
            headers: { ...common, 'content-type': 'multipart/form-data; boundary=fuzzb' },
            data: multipartBody('fuzzb', [
              ['name', contact.name],
              ['email', email],
              ['subject', 'general'],
              ['message', message],
            ]),
          }
        }
        await expectRefusal(await request.post('/forms/contact', post), locale)
      },
    ),
    { numRuns: 60 },
  )

  // A plain body that claims a coding, on the whole post or on one part.
  await fc.assert(
    fc.asyncProperty(
      fineContact,
      claimedCoding,
      siteLocale,
      fc.boolean(),
      async (contact, coding, locale, onPart) => {
        const referer = `${baseURL}${locale === 'nl' ? '' : `/${locale}`}/contact`
        const fields = {
          name: contact.name,
          email: `${tag}@example.com`,
          subject: 'general',
          message: contact.message,
        }
        const response = onPart
          ? await request.post('/forms/contact', {
              headers: {
                accept: 'application/json',
                referer,
                'content-type': 'multipart/form-data; boundary=fuzzb',
              },
              data: multipartBody('fuzzb', [
                ...Object.entries(fields).filter(([name]) => name !== 'message'),
                ['message', fields.message, `Content-Encoding: ${coding}\r\n`],
              ] as [string, string, string?][]),
            })
          : await request.post('/forms/contact', {
              headers: {
                accept: 'application/json',
                referer,
                'content-type': 'application/json',
                'content-encoding': coding,
              },
              data: Buffer.from(JSON.stringify(fields)),
            })
        expect(response.status()).toBe(415)
        await expectRefusal(response, locale)
      },
    ),
    { numRuns: 30 },
  )

  // Without JavaScript: the form's own server action, posted to its page.
  const origin = new URL(baseURL ?? '').origin
  for (const [path, locale] of [
    ['/contact', 'nl'],
    ['/en/contact', 'en'],
    ['/fr/contact', 'fr'],
  ] as const) {
    const action = await contactActionFields(browser, origin, path)
    await fc.assert(
      fc.asyncProperty(
        fineContact,
        fc.oneof(
          notUtf8.map((bytes) => ({ bytes })),
          claimedCoding.map((coding) => ({ coding, onPart: true })),
          claimedCoding.map((coding) => ({ coding, onPart: false })),
        ),
        fc.nat(50),
        async (contact, broken, at) => {
          const message =
            'bytes' in broken ? withBytes(contact.message, broken.bytes, at) : contact.message
          const partHeaders =
            'coding' in broken && broken.onPart ? `Content-Encoding: ${broken.coding}\r\n` : ''
          const headers: Record<string, string> = {
            origin,
            'content-type': 'multipart/form-data; boundary=fuzzb',
          }
          if ('coding' in broken && !broken.onPart) headers['content-encoding'] = broken.coding
          const response = await request.post(path, {
            headers,
            maxRedirects: 0,
            data: multipartBody('fuzzb', [
              ...action,
              ['name', contact.name],
              ['email', `${tag}@example.com`],
              ['subject', 'general'],
              ['message', message, partHeaders],
            ]),
          })
          await expectRefusal(response, locale)
        },
      ),
      { numRuns: 20 },
    )
  }

  console.log(`fuzz (encodings): ${seen.length} posts, statuses ${[...new Set(seen)].join(', ')}`)
  expect(await storedWithTag(request)).toBe(0)
})
