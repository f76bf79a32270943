/**
 * The site's password policy for staff accounts. Payload's own minimum is 3 characters
 * (payload/dist/fields/validations.js), and its reset and first-user paths take no
 * other, so the users collection checks this on every path that sets one.
 */
export const minimumPasswordLength = 12

/**
 * Whether a password given to be set is acceptable. Anything that is not text (a
 * hostile API client may send a list or an object) is not.
 */
export function isAcceptablePassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= minimumPasswordLength
}
