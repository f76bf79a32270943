import { beforeAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * The account itself never locks: a lock that anyone can trigger with wrong passwords
 * keeps the colleague with the right one out too. Guessing is slowed by the site's own
 * limits instead (src/cms/hooks/loginLimit.ts; over HTTP in tests/e2e/admin-login.spec.ts).
 */
startPayload('account-lock')

const colleague = { email: 'colleague@vonkdigital.test', password: 'colleague-password-1' }

beforeAll(async () => {
  await payload.create({ collection: 'users', data: { ...colleague, roles: ['sales'] } })
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
