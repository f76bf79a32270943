import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { staffText } from '@/cms/staffText'
import { isAcceptablePassword, minimumPasswordLength } from '@/lib/password'

/** The operations that set a password: a new account (also the first), a change, a reset. */
const settingPassword = new Set(['create', 'update', 'resetPassword'])

/**
 * At least 12 characters on every path that sets a password: the admin's forms, the
 * REST API, the Local API (seed, ADMIN_PASSWORD, `npm run create-admin`). Runs before
 * the operation, since the reset path hashes the password without validating fields.
 * A save without a password (an empty field in the admin) changes none.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!settingPassword.has(operation)) return
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return
  if (isAcceptablePassword(password)) return
  const message = staffText(req, 'passwordTooShort', { minimum: minimumPasswordLength })
  const error = new ValidationError(
    { collection: 'users', errors: [{ message, path: 'password' }] },
    req.t,
  )
  // In the production build the REST answer keeps only the message of an error from the
  // bundled copy of Payload (its `instanceof` check fails), so the reason is the message.
  error.message = message
  throw error
}
