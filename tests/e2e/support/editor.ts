import { expect, type APIRequestContext } from '@playwright/test'

const editor = { email: 'e2e-editor@vonkdigital.test', password: 'e2e-Editor-password-1' }

/** The account `editorToken` logs in with (it exists once `editorToken` has run). */
export function editorCredentials(): { email: string; password: string } {
  return process.env.ADMIN_EMAIL
    ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD ?? '' }
    : editor
}

/** A token for an editor: the first account of the test database, or the seeded admin. */
export async function editorToken(request: APIRequestContext): Promise<string> {
  const register = await request.post('/api/users/first-register', { data: editor })
  if (register.ok()) return ((await register.json()) as { token: string }).token
  const login = await request.post('/api/users/login', { data: editorCredentials() })
  expect(login.ok(), 'an editor account to log in with').toBe(true)
  return ((await login.json()) as { token: string }).token
}
