import { createHmac, timingSafeEqual } from 'node:crypto'

import { defaultLocale, isLocale, localizePath } from '@/lib/i18n/locales'
import { resultPages } from '@/lib/routes/resultPages'
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

/**
 * The links of a newsletter mail. The visible ones open a page in the subscriber's
 * language with one button (opening a link changes nothing: mail scanners open them
 * all); `oneClick` is the List-Unsubscribe URL a mail client posts to (RFC 8058).
 */
export function newsletterLinks(subscriber: {
  id: string | number
  email: string
  locale?: string | null
}) {
  const locale = isLocale(subscriber.locale) ? subscriber.locale : defaultLocale
  const query = (action: NewsletterAction) =>
    `?id=${subscriber.id}&token=${newsletterToken(action, subscriber.id, subscriber.email)}`
  const page = (path: string, action: NewsletterAction) =>
    `${siteUrl()}${localizePath(path, locale)}${query(action)}`
  return {
    confirm: page(resultPages.newsletterConfirm, 'confirm'),
    unsubscribe: page(resultPages.newsletterUnsubscribe, 'unsubscribe'),
    oneClick: `${siteUrl()}/forms/newsletter/unsubscribe${query('unsubscribe')}`,
  }
}
