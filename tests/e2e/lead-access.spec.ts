import { expect, test } from '@playwright/test'

import { editorToken } from './support/editor'
import { uniqueEmail } from './support/mail'

const privateCollections = ['leads', 'quote-requests', 'newsletter-subscribers'] as const

test('anonymous visitors can never read, list, create, change or export leads', async ({
  request,
  playwright,
  baseURL,
}) => {
  // Logging in (below) gives `request` a session cookie: the visitor gets a clean context.
  const visitor = await playwright.request.newContext({ baseURL })
  // A stored record to aim at.
  const email = uniqueEmail('access')
  const created = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: { name: 'Access', email, subject: 'general', message: 'Hi', locale: 'nl' },
  })
  expect(created.status()).toBe(201)
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(id).toBeDefined()

  for (const collection of privateCollections) {
    const list = await visitor.get(`/api/${collection}`)
    expect([401, 403], `${collection} list`).toContain(list.status())
    expect(await list.text()).not.toContain('@')
    const create = await visitor.post(`/api/${collection}`, { data: { email: 'x@example.com' } })
    expect([401, 403], `${collection} create`).toContain(create.status())
    const exported = await visitor.get(`/api/${collection}/export.csv`)
    expect(exported.status(), `${collection} export`).toBe(401)
  }
  const one = await visitor.get(`/api/leads/${id}`)
  expect([401, 403]).toContain(one.status())
  const change = await visitor.patch(`/api/leads/${id}`, { data: { status: 'won' } })
  expect([401, 403]).toContain(change.status())
  const remove = await visitor.delete(`/api/leads/${id}`)
  expect([401, 403]).toContain(remove.status())
  const graphql = await visitor.post('/api/graphql', {
    data: { query: '{ Leads { docs { email message } } }' },
  })
  expect(JSON.stringify(await graphql.json())).not.toContain(email)

  await visitor.dispose()
  const still = await request.get(`/api/leads/${id}?depth=0`, { headers })
  expect(((await still.json()) as { status: string }).status).toBe('new')
})

test('staff move a lead on and export leads as spreadsheet-safe CSV', async ({ request }) => {
  const email = uniqueEmail('csv')
  const post = await request.post('/forms/contact', {
    headers: { accept: 'application/json' },
    data: {
      name: '=HYPERLINK("https://evil.example")',
      email,
      subject: 'partnership',
      message: 'Regel één, "met aanhalingstekens"\nen een tweede regel',
      locale: 'fr',
    },
  })
  expect(post.status()).toBe(201)
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  const mark = await request.patch(`/api/leads/${id}`, { headers, data: { status: 'won' } })
  expect(mark.ok()).toBe(true)

  const csv = await request.get('/api/leads/export.csv', { headers })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const text = await csv.text()
  expect(text.split('\r\n')[0]).toContain('createdAt,name,email,subject,message,locale')
  const row = text.split('\r\n').find((line) => line.includes(email)) ?? ''
  expect(row).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
  expect(row).toContain('partnership')
  expect(text).toContain('"Regel één, ""met aanhalingstekens""\nen een tweede regel"')
  expect(row).toContain(',won,')
})
