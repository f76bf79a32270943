import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'

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
