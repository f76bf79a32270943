import {
  APIError,
  type Access,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'

import type { AdminLabel } from '@/fields/text'
import { adminOnlyField, hiddenUnless, isAdmin } from '@/cms/access'
import { hasRole, staffRoles } from '@/lib/roles'
import { limitLoginAttempts, refundSuccessfulLogin } from '@/cms/hooks/loginLimit'
import { overHttp } from '@/cms/hooks/overHttp'
import { enforcePasswordPolicy } from '@/cms/hooks/passwordPolicy'

/** An admin sees every account; anyone else only their own. */
const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/**
 * Reading accounts: as above, and sales also sees the accounts that can own a lead
 * (sales and admins), to hand a lead to a colleague and read who wrote a note.
 */
const readAccounts: Access = (args) => {
  const { req } = args
  if (!hasRole(req.user, 'sales') || hasRole(req.user, 'admin')) return adminOrSelf(args)
  return { or: [{ id: { equals: req.user?.id } }, { roles: { in: ['admin', 'sales'] } }] }
}

/**
 * Named explicitly: the production build shortens class names, and Payload's REST
 * error answer only carries the message of an error that has a name.
 */
class FirstAccountNotOverHttp extends APIError {
  constructor() {
    super(
      'The first admin account is created with ADMIN_EMAIL and ADMIN_PASSWORD or `npm run create-admin`, not in the browser.',
      403,
      undefined,
      true,
    )
    this.name = 'FirstAccountNotOverHttp'
  }
}

/**
 * In production nobody creates the first account from the browser: whoever opened
 * `/admin` first on a fresh deploy would own the site. The first admin comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD (at build or start) or `npm run create-admin`.
 */
export const closeFirstRegister: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' || req.user || process.env.NODE_ENV !== 'production') return
  // The Local API (seed, create-admin, ADMIN_EMAIL at start) may create accounts.
  if (!overHttp(req)) return
  throw new FirstAccountNotOverHttp()
}

/** The first account there is can only be an admin: nobody else could give roles. */
const firstAccountIsAdmin: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}

/** Agency staff who edit content and follow up leads, each with one or more roles. */
/** How long a reset link is valid: an hour, Payload's default. */
const resetLinkLifetimeMs = 60 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { nl: 'Gebruiker', en: 'User' },
    plural: { nl: 'Gebruikers', en: 'Users' },
  },
  // Everyone reaches their own account through the account menu; the list is for admins.
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    hidden: hiddenUnless('admin'),
  },
  auth: {
    cookies: {
      secure:
        process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https') === true,
      sameSite: 'Lax',
    },
    // No lock: Payload's keeps the right password out too, so anyone could lock a
    // colleague out. Guessing is slowed per client and per account instead (loginLimit).
    maxLoginAttempts: 0,
    // One reset mail per account while its link is valid: a repeated request, from
    // anyone, answers 200 and sends nothing, so nobody can flood a colleague's inbox and
    // the owner is never refused (Payload's own reservation, its default is 15 s).
    forgotPassword: { expiration: resetLinkLifetimeMs, minRequestInterval: resetLinkLifetimeMs },
  },
  access: {
    admin: ({ req }) => hasRole(req.user, ...staffRoles),
    create: isAdmin,
    read: readAccounts,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [closeFirstRegister, limitLoginAttempts, enforcePasswordPolicy],
    beforeValidate: [firstAccountIsAdmin],
    afterLogin: [refundSuccessfulLogin],
  },
  fields: [
    { name: 'name', type: 'text', label: { nl: 'Naam', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      label: { nl: 'Rollen', en: 'Roles' },
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        {
          label: {
            nl: 'Admin (alles, ook accounts en site-instellingen)',
            en: 'Admin (everything, including accounts and site settings)',
          },
          value: 'admin',
        },
        {
          label: { nl: 'Redacteur (content, media)', en: 'Editor (content, media)' },
          value: 'editor',
        },
        {
          label: {
            nl: 'Sales (leads, offerteaanvragen, abonnees)',
            en: 'Sales (leads, quote requests, subscribers)',
          },
          value: 'sales',
        },
      ] satisfies { label: AdminLabel; value: (typeof staffRoles)[number] }[],
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
}
