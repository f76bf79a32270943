import type { Lead, NewsletterSubscriber, QuoteRequest } from '@/payload-types'

/** Every email the site sends, and the record whose delivery status it updates. */
export const mailKinds = {
  'lead-notification': { collection: 'leads', field: 'notification' },
  'lead-confirmation': { collection: 'leads', field: 'confirmation' },
  'quote-notification': { collection: 'quote-requests', field: 'notification' },
  'newsletter-confirmation': { collection: 'newsletter-subscribers', field: 'confirmation' },
} as const
export type MailKind = keyof typeof mailKinds
export type MailRecord = Lead | QuoteRequest | NewsletterSubscriber

/** A send that started this long ago without finishing died with its process. */
export const staleSendMs = 5 * 60 * 1000
