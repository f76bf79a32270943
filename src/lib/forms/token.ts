import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/secret'

/**
 * Signed "form started" timestamps: bots that post at once are refused without a
 * captcha. A person who takes 3 s passes; a post without a token (no JavaScript,
 * so only the static page) is accepted and flagged for review instead.
 */
export const minimumFillMs = 2_000
const maximumAgeMs = 24 * 60 * 60 * 1000

export type FillCheck = 'ok' | 'tooFast' | 'unverified'

function sign(value: string): string {
  return createHmac('sha256', payloadSecret()).update(`form-start:${value}`).digest('base64url')
}

export function issueStartToken(now = Date.now()): string {
  return `${now}.${sign(String(now))}`
}

export function checkFillTime(token: unknown, now = Date.now()): FillCheck {
  if (typeof token !== 'string' || token.length > 100) return 'unverified'
  const [stamp = '', signature = ''] = token.split('.')
  const expected = Buffer.from(sign(stamp))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unverified'
  const elapsed = now - Number(stamp)
  if (!Number.isFinite(elapsed) || elapsed > maximumAgeMs) return 'unverified'
  return elapsed < minimumFillMs ? 'tooFast' : 'ok'
}
