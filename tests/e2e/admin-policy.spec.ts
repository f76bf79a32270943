import { siteUrl } from './support/env'
import { createStaffAccount, logInToAdmin } from './support/staff'
import { expect, recordCspViolations, test, type CspViolation } from './support/test'

/**
 * The admin's own Content-Security-Policy: scripts from the site's origin and the
 * inline scripts that carry each answer's own nonce (no `'unsafe-inline'`, no
 * `'unsafe-eval'`), nothing framed from elsewhere and no framing by another site, and
 * a real editing session (log in, list, edit, live preview, autosave) under it without
 * a single violation.
 */
test.setTimeout(120_000)

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  )
}

test('the admin answers with its policy', async ({ request }) => {
  for (const path of ['/admin/login', '/admin', '/admin/collections/faqs']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const policy = response.headers()['content-security-policy']
    expect(policy, path).toBeDefined()
    const policyOf = directives(policy ?? '')
    expect(policyOf.get('frame-ancestors'), path).toEqual(["'self'"])
    expect(policyOf.get('object-src'), path).toEqual(["'none'"])
    expect(policyOf.get('base-uri'), path).toEqual(["'self'"])
    const scripts = policyOf.get('script-src') ?? []
    expect(scripts, path).toContain("'self'")
    expect(scripts, path).not.toContain("'unsafe-inline'")
    expect(scripts, path).not.toContain("'unsafe-eval'")
    // Rendered per request: one fresh nonce per answer, which Next.js puts on its scripts.
    const nonces = scripts.filter((source) => source.startsWith("'nonce-"))
    expect(nonces, path).toHaveLength(1)
    expect(
      scripts.filter((source) => source !== "'self'" && !nonces.includes(source)),
      path,
    ).toEqual([])
    const again = directives(
      (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '',
    )
    expect(again.get('script-src'), path).not.toContain(nonces[0])
  }
})

test('an editing session in the admin runs under the policy without a violation', async ({
  browser,
  request,
}) => {
  const editor = await createStaffAccount(request, 'editor')
  const { headers } = editor
  const context = await browser.newContext({ locale: 'en-GB', baseURL: siteUrl })
  const seen: CspViolation[] = []
  await recordCspViolations(context, seen)
  // A draft of its own, so typing (autosave) changes no one else's content.
  const created = await request.post('/api/faqs?draft=true&locale=en', {
    headers,
    data: { group: 'general', question: `Policy check ${Date.now()}`, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const page = await context.newPage()
    await page.setViewportSize({ width: 1600, height: 1000 })
    await logInToAdmin(page, editor.email)
    await expect(page.getByRole('link', { name: /FAQ/i }).first()).toBeVisible()
    await page.goto('/admin/collections/faqs')
    await expect(page.locator('table')).toBeVisible()
    await page.goto(`/admin/collections/faqs/${doc.id}?locale=en`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
    const typed = `Policy check typed ${Date.now()}`
    await page.getByLabel(/question/i).fill(typed)
    await expect(frame.getByText(typed)).toBeVisible({ timeout: 15_000 })
    await page.goto('/admin/collections/media')
    await expect(page.locator('table')).toBeVisible()
    await page.goto('/admin/account')
    await expect(page.getByLabel(/email/i).first()).toBeVisible()
    expect(seen).toEqual([])
  } finally {
    await request.delete(`/api/faqs/${doc.id}`, { headers })
    await context.close()
  }
})
