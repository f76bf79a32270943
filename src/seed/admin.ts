import type { Payload } from 'payload'

/**
 * The first admin without the browser's create-first-user screen (closed in
 * production, see Users): from ADMIN_EMAIL/ADMIN_PASSWORD at build and at start, or
 * from `npm run create-admin`.
 */
/** An admin account with this email, unless an account with it exists. */
export async function createAdminAccount(
  payload: Payload,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
  })
  if (found.docs.length > 0) return 'exists'
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
  })
  return 'created'
}

/**
 * Creates an admin account from ADMIN_EMAIL and ADMIN_PASSWORD, only in a database
 * without any account. Every build and every start runs this: were it to create the
 * account whenever that address is missing, the next restart would bring back an admin
 * who was removed on purpose (an offboarding undone).
 */
export async function seedAdmin(payload: Payload): Promise<number> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return 0
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) return 0
  return (await createAdminAccount(payload, email, password)) === 'created' ? 1 : 0
}
