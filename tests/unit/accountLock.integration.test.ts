import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { throwawayDatabase } from './support/testDatabase'

/**
 * The account itself never locks: a lock that anyone can trigger with wrong passwords
 * keeps the colleague with the right one out too. Guessing is slowed by the site's own
 * limits instead (src/cms/hooks/loginLimit.ts; over HTTP in tests/e2e/admin-login.spec.ts).
 */
const { dir } = throwawayDatabase('account-lock')
process.env.PAYLOAD_SECRET = 'account-lock-test-secret'

const colleague = { email: 'colleague@vonkdigital.test', password: 'colleague-password-1' }
let payload: Payload

beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  await payload.create({ collection: 'users', data: { ...colleague, roles: ['sales'] } })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('staff accounts', () => {
  it('do not lock: after 25 wrong passwords the right one still logs in', async () => {
    const login = (password: string) =>
      payload.login({ collection: 'users', data: { email: colleague.email, password } })
    for (let guess = 1; guess <= 25; guess++) {
      await expect(login(`wrong-guess-${guess}`), `guess ${guess}`).rejects.toMatchObject({
        status: 401,
      })
    }
    const { user } = await login(colleague.password)
    expect(user?.email).toBe(colleague.email)
  })
})
