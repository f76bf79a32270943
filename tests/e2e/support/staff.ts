import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { editorToken } from './editor'
import { uniqueEmail } from './mail'

export type StaffRole = 'admin' | 'editor' | 'sales'
export const staffPassword = 'e2e-Role-password-1'

/** A fresh account with one role, created by the worker's admin, and its token. */
export async function createStaffAccount(request: APIRequestContext, role: StaffRole) {
  const email = uniqueEmail(`role-${role}`).replace('@example.com', '@vonkdigital.test')
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await editorToken(request)}` },
    data: { email, password: staffPassword, name: `E2E ${role}`, roles: [role] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = await request.post('/api/users/login', {
    data: { email, password: staffPassword },
  })
  expect(login.ok()).toBe(true)
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  return { email, id: user.id, headers: { Authorization: `JWT ${token}` } }
}

/** Logs in through the admin's own login screen. */
export async function logInToAdmin(page: Page, email: string, password = staffPassword) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
