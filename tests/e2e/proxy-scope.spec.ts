import { expect, test } from './support/test'

/**
 * The proxy leaves Payload (`/api`, `/admin`), Next.js's files and the form handlers
 * alone by whole path segment: a page whose address merely starts with those letters
 * (`/api-koppelingen`, `/admin-tips`, `/previews`, `/formsamenstelling`) is a page
 * like any other, with the site's policy, its 404 and the visitor's language.
 */
const lookalikes = [
  '/api-koppelingen',
  '/admin-tips',
  '/previews',
  '/formsamenstelling',
  '/_nextjs',
]

test.describe('pages whose address starts like an excluded prefix', () => {
  for (const path of lookalikes) {
    test(`${path}: the site's 404 with its policy, and the stored language`, async ({
      request,
      playwright,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(response.headers()['content-security-policy']).toContain("default-src 'self'")
      expect(await response.text()).toContain('<html lang="nl"')

      const english = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: { cookie: 'NEXT_LOCALE=en' },
      })
      const preferred = await english.get(path, { maxRedirects: 0 })
      expect(preferred.status()).toBe(307)
      expect(new URL(preferred.headers()['location'] ?? '', 'http://x').pathname).toBe(`/en${path}`)
      await english.dispose()
    })
  }

  test('Payload and the form handlers are still reached under their own prefixes', async ({
    request,
  }) => {
    expect((await request.get('/api/faqs?limit=1')).status()).toBe(200)
    const english = await request.get('/admin/login', {
      headers: { cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    })
    expect(english.status()).toBe(200)
    expect((await request.get('/forms/token')).status()).toBeLessThan(500)
  })
})

test('a forged draft cookie gets the same cheap 404 as no cookie, not a render on demand', async ({
  request,
}) => {
  const plain = await request.get('/nergens-te-vinden')
  const forged = await request.get('/nergens-te-vinden', {
    headers: { cookie: '__prerender_bypass=forged-value' },
  })
  expect(plain.status()).toBe(404)
  expect(forged.status()).toBe(404)
  // The proxy's prerendered 404 answers `no-store`; a render by Next.js says otherwise.
  expect(forged.headers()['cache-control']).toBe(plain.headers()['cache-control'])
  expect(await forged.text()).toBe(await plain.text())
})
