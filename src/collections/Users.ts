import type { CollectionConfig } from 'payload'

/** Agency staff who edit content and follow up leads. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email' },
  auth: {
    cookies: {
      secure:
        process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https') === true,
      sameSite: 'Lax',
    },
  },
  fields: [{ name: 'name', type: 'text' }],
}
