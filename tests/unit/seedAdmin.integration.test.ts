import { afterAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD as every build and every start apply them (seedAdmin), on
 * a throwaway database: they make the first account of an empty database, and an
 * offboarding is never undone by the next restart.
 */
startPayload('seed-admin')

afterAll(async () => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
})

const emails = async () =>
  (await payload.find({ collection: 'users', depth: 0, pagination: false })).docs
    .map((user) => user.email)
    .sort()

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create the first account of an empty database, and a removed admin stays removed', async () => {
    const { seedAdmin } = await import('@/seed/admin')
    process.env.ADMIN_EMAIL = 'founder@vonkdigital.test'
    process.env.ADMIN_PASSWORD = 'founder-long-password-1'
    expect(await seedAdmin(payload)).toBe(1)
    expect(await emails()).toEqual(['founder@vonkdigital.test'])

    // The founder hands over to a colleague and is offboarded; the variables stay set.
    await payload.create({
      collection: 'users',
      data: {
        email: 'colleague@vonkdigital.test',
        password: 'colleague-long-password-1',
        roles: ['admin'],
      },
    })
    await payload.delete({
      collection: 'users',
      where: { email: { equals: 'founder@vonkdigital.test' } },
    })

    // The next start (and the next build) change nothing.
    expect(await seedAdmin(payload)).toBe(0)
    expect(await emails()).toEqual(['colleague@vonkdigital.test'])

    // Nor does another address in the variables: only an empty database gets one.
    process.env.ADMIN_EMAIL = 'someone-else@vonkdigital.test'
    expect(await seedAdmin(payload)).toBe(0)
    expect(await emails()).toEqual(['colleague@vonkdigital.test'])
  })
})
