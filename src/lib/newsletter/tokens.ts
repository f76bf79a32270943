import { createHmac, timingSafeEqual } from 'node:crypto'

import { siteUrl } from '@/lib/site'
import { payloadSecret } from '@/lib/secret'

export type NewsletterAction = 'confirm' | 'unsubscribe'

/**
 * Links in newsletter mails carry the subscriber id and an HMAC over id, address and
 * action: they cannot be guessed, and a confirm link cannot unsubscribe (or vice versa).
 */
export function newsletterToken(
  action: NewsletterAction,
  id: string | number,
  email: string,
): string {
  return createHmac('sha256', payloadSecret())
    .update(`newsletter:${action}:${id}:${email.toLowerCase()}`)
    .digest('base64url')
}

export function tokenMatches(token: unknown, expected: string): boolean {
  if (typeof token !== 'string') return false
  const given = Buffer.from(token)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

export function newsletterLinks(subscriber: { id: string | number; email: string }) {
  const link = (action: NewsletterAction) => {
    const token = newsletterToken(action, subscriber.id, subscriber.email)
    return `${siteUrl()}/forms/newsletter/${action}?id=${subscriber.id}&token=${token}`
  }
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') }
}
