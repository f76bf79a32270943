import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/secret'

/**
 * Signed "form started" stamps: bots that post at once are refused without a
 * captcha. A person who takes 3 s passes; a post without a valid token (no
 * JavaScript, so only the static page) is accepted and flagged for review instead.
 *
 * A token names the form it was fetched for, lives a few hours, and carries a random
 * id by which its uses are counted (tokenUses, in the rate-limit store): a token
 * copied from one page view into a script proves nothing after its first posts.
 * Misuse (another form, too old, used up) makes a post unverified, not refused: a
 * visitor who corrects a typo and sends again must never lose the message.
 */
export const formKinds = ['contact', 'newsletter', 'quote'] as const
export type FormKind = (typeof formKinds)[number]

export const minimumFillMs = 2_000
export const maximumAgeMs = 3 * 60 * 60 * 1000
/** Posts one token may verify: a first try and a couple of corrections. */
export const tokenUses = 3

export type FillCheck =
  { kind: 'ok'; tokenId: string } | { kind: 'tooFast' } | { kind: 'unverified' }

export function isFormKind(value: unknown): value is FormKind {
  return formKinds.includes(value as FormKind)
}

function sign(form: FormKind, stamp: string, id: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`form-start:${form}:${stamp}:${id}`)
    .digest('base64url')
}

export function issueStartToken(form: FormKind, now = Date.now()): string {
  const id = randomBytes(12).toString('base64url')
  return `${form}.${now}.${id}.${sign(form, String(now), id)}`
}

export function checkFillTime(token: unknown, form: FormKind, now = Date.now()): FillCheck {
  if (typeof token !== 'string' || token.length > 200) return { kind: 'unverified' }
  const [kind = '', stamp = '', id = '', signature = ''] = token.split('.')
  if (kind !== form || !id) return { kind: 'unverified' }
  const expected = Buffer.from(sign(form, stamp, id))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { kind: 'unverified' }
  }
  const elapsed = now - Number(stamp)
  if (!Number.isFinite(elapsed) || elapsed < 0 || elapsed > maximumAgeMs) {
    return { kind: 'unverified' }
  }
  return elapsed < minimumFillMs ? { kind: 'tooFast' } : { kind: 'ok', tokenId: id }
}
