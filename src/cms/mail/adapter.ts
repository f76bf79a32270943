import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

import { mailTransport } from '@/lib/mail/transport'

import seedSettings from '../../../content/seed/globals/site-settings.json'

/**
 * Payload's nodemailer adapter over our explicit transport (SMTP, or the outbox folder
 * without it), never the public test service it falls back to. No verify at start:
 * delivery retries instead of contacting SMTP at every boot. The site's own emails name
 * the agency as the site settings do (src/cms/mail/compose.ts); the default name is
 * only for Payload's (password resets), from the same seed.
 */
export function emailAdapter() {
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM ?? 'website@vonkdigital.nl',
    defaultFromName: process.env.MAIL_FROM_NAME || seedSettings.agencyName,
    transport: mailTransport(),
    skipVerify: true,
  })
}
