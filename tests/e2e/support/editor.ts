import { expect, type APIRequestContext } from '@playwright/test'

const editor = { email: 'e2e-editor@vonkdigital.test', password: 'e2e-Editor-password-1' }

/** A token for an editor: the first account of the test database, or the seeded admin. */
export async function editorToken(request: APIRequestContext): Promise<string> {
  const register = await request.post('/api/users/first-register', { data: editor })
  if (register.ok()) return ((await register.json()) as { token: string }).token
  const credentials = process.env.ADMIN_EMAIL
    ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
    : editor
  const login = await request.post('/api/users/login', { data: credentials })
  expect(login.ok(), 'an editor account to log in with').toBe(true)
  return ((await login.json()) as { token: string }).token
}
