import { editorToken } from './support/editor'
import { e2eAdmin } from './support/env'
import { expect, test } from './support/test'

/**
 * The search index follows what editors publish, as they publish it (through the same
 * REST API the admin saves with): a published page is found within a second of the
 * save's answer, a draft never, and an unpublished or deleted page no longer. Searches
 * that found nothing reach the admin dashboard, as their text alone. Runs in the
 * "editing" project: it adds and removes a page.
 */
const word = `vonkzoektest${Date.now()}`

async function found(request: import('@playwright/test').APIRequestContext, text: string) {
  const html = await (await request.get(`/zoeken?q=${encodeURIComponent(text)}`)).text()
  return !html.includes('id="search-empty"') && html.includes('class="search-result"')
}

test('a published page is found within a second; a draft, an unpublished or deleted one never', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const created = await request.post('/api/pages?draft=true', {
    headers,
    data: {
      slug: `zoektest-${Date.now()}`,
      title: 'Zoektest',
      intro: `Een ${word}.`,
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect(await found(request, word)).toBe(false)

  const published = await request.patch(`/api/pages/${doc.id}`, {
    headers,
    data: { _status: 'published' },
  })
  expect(published.ok()).toBe(true)
  const saved = Date.now()
  expect(await found(request, word)).toBe(true)
  expect(Date.now() - saved).toBeLessThan(1000)

  // A draft over the published page: its new words are nowhere, the published ones stay.
  const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers,
    data: { intro: `Een concept${word}.` },
  })
  expect(draft.ok()).toBe(true)
  expect(await found(request, `concept${word}`)).toBe(false)
  expect(await found(request, word)).toBe(true)

  await request.patch(`/api/pages/${doc.id}`, { headers, data: { _status: 'draft' } })
  expect(await found(request, word)).toBe(false)

  await request.patch(`/api/pages/${doc.id}`, { headers, data: { _status: 'published' } })
  expect(await found(request, `concept${word}`)).toBe(true)
  expect((await request.delete(`/api/pages/${doc.id}`, { headers })).ok()).toBe(true)
  expect(await found(request, `concept${word}`)).toBe(false)
})

test('the dashboard shows the week’s searches that found nothing, text and language only', async ({
  page,
  request,
}) => {
  const missed = `onvindbaar${Date.now()}`
  // The list holds the week's 25 most asked; the suite's fuzzing leaves many asked once.
  for (let ask = 0; ask < 3; ask++) {
    expect((await request.get(`/en/zoeken?q=${missed}`)).status()).toBe(200)
  }
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(e2eAdmin.email)
  await page.getByLabel(/password/i).fill(e2eAdmin.password)
  await page.getByRole('button', { name: /login|inloggen/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const table = page.locator('[data-search-misses]')
  const row = table.locator('tr', { hasText: missed })
  await expect(row).toBeVisible()
  await expect(row.locator('td').nth(1)).toHaveText(/Engels|English/)
  await expect(row.locator('td').nth(2)).toHaveText('3')
  // Nothing but the query, its language and a count.
  expect(await row.locator('td').count()).toBe(3)
})
