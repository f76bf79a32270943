/**
 * What a mail to a visitor may take from what the visitor typed. The confirmation of a
 * contact post goes to an address anyone can type, so it must be worth nothing to a
 * spammer: sent to one address at most once a day, and carrying no text of theirs but
 * a plain first name.
 */

/** How long one address gets no second confirmation. */
export const confirmationIntervalMs = 24 * 60 * 60 * 1000

/**
 * One key per mailbox: case folded, and the `+tag` of the local part dropped (most
 * mail services deliver `naam+1@…` and `naam+2@…` to the same inbox).
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at)
  return `${local}${address.slice(at)}`
}

/**
 * The first word of a typed name when it is a plain name (letters, with an inner
 * hyphen or apostrophe: `Anne-Marie`, `D'Arcy`), at most 30 characters; otherwise null,
 * and the mail greets without a name. So no URL, address, markup or sentence rides
 * along in the greeting.
 */
export function plainFirstName(name: string): string | null {
  const first = name.normalize('NFC').trim().split(/\s+/)[0] ?? ''
  return /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u.test(first) && first.length <= 30
    ? first
    : null
}
