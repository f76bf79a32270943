import { afterAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * Every way a password is set on a staff account, on a throwaway database: Payload's
 * own minimum is 3 characters; the site's is 12 (restated here so the test does not
 * trust the code).
 */
startPayload('password-policy')

const elevenCharacters = 'kort-wacht1'
const twelveCharacters = 'lang-genoeg1'
/** Refused with the reason at the password field, in Dutch (the Local API's language). */
const tooShort = {
  status: 400,
  data: {
    errors: [{ path: 'password', message: 'Het wachtwoord moet minstens 12 tekens hebben.' }],
  },
}

afterAll(async () => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
})

const accounts = async () =>
  (await payload.find({ collection: 'users', depth: 0, pagination: false })).docs.map(
    (user) => user.email,
  )

describe('staff passwords', () => {
  it('ADMIN_PASSWORD shorter than 12 characters creates no account, and says why', async () => {
    const { seedAdmin } = await import('@/seed/admin')
    process.env.ADMIN_EMAIL = 'founder@vonkdigital.test'
    process.env.ADMIN_PASSWORD = elevenCharacters
    await expect(seedAdmin(payload)).rejects.toMatchObject(tooShort)
    expect(await accounts()).toEqual([])
    process.env.ADMIN_PASSWORD = twelveCharacters
    expect(await seedAdmin(payload)).toBe(1)
  })

  it('a new account needs 12 characters; a hostile non-text password is refused too', async () => {
    const create = (password: unknown) =>
      payload.create({
        collection: 'users',
        data: { email: 'new@vonkdigital.test', password, roles: ['editor'] } as never,
      })
    await expect(create(elevenCharacters)).rejects.toMatchObject(tooShort)
    await expect(create(['x'.repeat(20)])).rejects.toMatchObject(tooShort)
    await expect(create({ length: 99 })).rejects.toMatchObject(tooShort)
    expect(await accounts()).toEqual(['founder@vonkdigital.test'])
    await expect(create(twelveCharacters)).resolves.toMatchObject({ email: 'new@vonkdigital.test' })
  })

  it('a changed password needs 12 characters; saving without changing it still works', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'new@vonkdigital.test' } },
    })
    const id = docs[0]?.id
    if (id === undefined) throw new Error('the account of the test before is missing')
    await expect(
      payload.update({ collection: 'users', id, data: { password: elevenCharacters } }),
    ).rejects.toMatchObject(tooShort)
    await expect(
      payload.update({
        collection: 'users',
        where: { id: { equals: id } },
        data: { password: elevenCharacters },
      }),
    ).rejects.toMatchObject(tooShort)
    await expect(
      payload.update({ collection: 'users', id, data: { name: 'Nieuwe collega' } }),
    ).resolves.toMatchObject({ name: 'Nieuwe collega' })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'new@vonkdigital.test', password: twelveCharacters },
    })
    expect(login.user?.email).toBe('new@vonkdigital.test')
  })

  it('a reset password needs 12 characters, and the token keeps working until it is used', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'new@vonkdigital.test' },
      disableEmail: true,
    })
    const reset = (password: string) =>
      payload.resetPassword({
        collection: 'users',
        data: { token, password },
        overrideAccess: true,
      })
    await expect(reset(elevenCharacters)).rejects.toMatchObject(tooShort)
    await expect(reset('een-nieuw-lang-wachtwoord')).resolves.toMatchObject({
      user: { email: 'new@vonkdigital.test' },
    })
  })
})
