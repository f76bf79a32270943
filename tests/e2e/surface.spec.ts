import { expect, test } from '@playwright/test'

import { editorToken } from './support/editor'

/** Surface nothing uses is closed: it cannot be used against the site either. */
test('GraphQL answers no query, with or without a session', async ({ request }) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  for (const init of [{}, { headers }]) {
    const response = await request.post('/api/graphql', {
      ...init,
      data: { query: '{ __typename Users { docs { email } } }' },
    })
    expect(response.status()).toBe(404)
    const text = await response.text()
    expect(text).not.toContain('__typename')
    expect(text).not.toContain('"data"')
  }
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
})

test('an SVG upload is refused with a clear message, and nothing is stored', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const count = async () =>
    ((await (await request.get('/api/media?limit=0', { headers })).json()) as { totalDocs: number })
      .totalDocs
  const before = await count()
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
  // As itself, and disguised as a PNG (Payload checks the bytes, not the name).
  for (const file of [
    { name: 'logo.svg', mimeType: 'image/svg+xml' },
    { name: 'logo.png', mimeType: 'image/png' },
  ]) {
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: { ...file, buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'Logo' }),
      },
    })
    expect(upload.status(), file.name).toBe(400)
    expect(await upload.text()).toContain('The following field is invalid: file')
  }
  expect(await count()).toBe(before)
})
