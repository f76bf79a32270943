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

/**
 * A send that started this long ago without finishing died with its process (a SIGKILL,
 * a lost machine): another runner may take it. Twice the longest a send can take, as the
 * transport bounds it (src/lib/mail/transport.ts: 10 s to connect, 10 s for the greeting,
 * 30 s of silence), so a slow send is never taken for a dead one, and a dead one waits
 * two minutes, not five.
 */
export const staleSendMs = 2 * 60 * 1000
