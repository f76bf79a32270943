import { beforeAll, describe, expect, it } from 'vitest'

import { newLead } from './support/leads'
import { payload, startPayload } from './support/startPayload'

/**
 * The account itself never locks: a lock that anyone can trigger with wrong passwords
 * keeps the colleague with the right one out too. Guessing is slowed by the site's own
 * limits instead (src/cms/hooks/loginLimit.ts; over HTTP in tests/e2e/admin-login.spec.ts).
 * And a colleague who leaves can be removed while leads are assigned to them.
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

  it('can be removed while leads and quote requests are theirs: those stay, unowned', async () => {
    // SQLite databases built by the migrations before the baseline refused this
    // (their owner columns referenced users without ON DELETE SET NULL).
    const leaving = await payload.create({
      collection: 'users',
      data: { email: 'leaving@vonkdigital.test', password: 'leaving-password-1', roles: ['sales'] },
    })
    const lead = await newLead(payload, 'owned')
    await payload.update({ collection: 'leads', id: lead.id, data: { owner: leaving.id } })
    const quote = await payload.create({
      collection: 'quote-requests',
      data: {
        email: 'owned@example.com',
        goal: 'quote',
        service: 'dev',
        details: 'Een webshop',
        location: 'Utrecht',
        locale: 'nl',
        owner: leaving.id,
      },
    })

    await payload.delete({ collection: 'users', id: leaving.id })

    const [leadAfter, quoteAfter] = await Promise.all([
      payload.findByID({ collection: 'leads', id: lead.id, depth: 0 }),
      payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 }),
    ])
    expect([leadAfter.owner ?? null, quoteAfter.owner ?? null]).toEqual([null, null])
  })
})
