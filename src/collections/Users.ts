import type { CollectionConfig } from 'payload'

import { limitLoginAttempts, refundSuccessfulLogin } from '@/hooks/loginLimit'
import { loginLimit } from '@/lib/rateLimit'

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
    // Guessing is slowed per address (loginLimit); the account itself locks only after
    // several addresses failed, so a single outsider cannot lock a colleague out.
    maxLoginAttempts: loginLimit.points * 4,
    lockTime: 10 * 60 * 1000,
  },
  hooks: {
    beforeOperation: [limitLoginAttempts],
    afterLogin: [refundSuccessfulLogin],
  },
  fields: [{ name: 'name', type: 'text' }],
}
