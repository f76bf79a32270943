import type { Payload } from 'payload'

import type { Lead, NewsletterSubscriber, QuoteRequest } from '@/payload-types'
import { siteUrl } from '@/lib/site'
import { newsletterLinks } from '@/lib/newsletter/tokens'

import type { MailKind, MailRecord } from '@/lib/mail/kinds'
import type { MailAbout } from '@/lib/mail/outboxFiles'
import {
  leadConfirmation,
  leadNotification,
  newsletterConfirmation,
  quoteNotification,
  type Mail,
} from '@/lib/mail/templates'

/**
 * Read on demand, not up front: each mail needs one setting at most, and a staff
 * notification needs none when `LEAD_NOTIFY_TO` is set.
 */
function siteSettings(payload: Payload) {
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
}

/** Where staff notifications go: `LEAD_NOTIFY_TO`, else the agency address in the CMS. */
async function notifyAddress(payload: Payload): Promise<string> {
  if (process.env.LEAD_NOTIFY_TO) return process.env.LEAD_NOTIFY_TO
  return (await siteSettings(payload)).email
}

async function agencyName(payload: Payload): Promise<string> {
  return (await siteSettings(payload)).agencyName
}

/**
 * The sender every email shows: `MAIL_FROM_NAME`, else the agency's name as the site
 * settings give it (so the name is edited where the rest of the site's is).
 */
async function sender(payload: Payload) {
  const name = process.env.MAIL_FROM_NAME || (await agencyName(payload))
  return { name, address: payload.email.defaultFromAddress }
}

/**
 * The email, with the record it is about (`about`): the outbox names its file after it,
 * so erasure and the retention purge find it (src/lib/mail/outboxFiles.ts).
 */
export async function composeMail(
  payload: Payload,
  kind: MailKind,
  record: MailRecord,
): Promise<Mail & { from: { name: string; address: string }; about: MailAbout }> {
  return {
    ...(await mailOf(payload, kind, record)),
    from: await sender(payload),
    about: { kind, id: String(record.id) },
  }
}

async function mailOf(payload: Payload, kind: MailKind, record: MailRecord): Promise<Mail> {
  const admin = (collection: string) => `${siteUrl()}/admin/collections/${collection}/${record.id}`
  switch (kind) {
    case 'lead-notification':
      return leadNotification(record as Lead, await notifyAddress(payload), admin('leads'))
    case 'lead-confirmation':
      return leadConfirmation(record as Lead, await agencyName(payload))
    case 'quote-notification':
      return quoteNotification(
        record as QuoteRequest,
        await notifyAddress(payload),
        admin('quote-requests'),
      )
    case 'newsletter-confirmation': {
      const subscriber = record as NewsletterSubscriber
      return newsletterConfirmation(
        subscriber,
        newsletterLinks(subscriber),
        await agencyName(payload),
      )
    }
  }
}
