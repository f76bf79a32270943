import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailTransport } from '@/lib/mail/transport'

import seedSettings from '../../../content/seed/globals/site-settings.json'

/**
 * Payload's email adapter over nodemailer with our explicit transport (never a public
 * test service). It does what `@payloadcms/email-nodemailer` does; that package is not
 * published for our Payload version (3.90.2), and Payload rejects mixed versions.
 * No verify at start: delivery retries instead of contacting SMTP at every boot. The
 * site's own emails name the agency as the site settings do (src/cms/mail/compose.ts);
 * the default name is only for Payload's (password resets), from the same seed.
 */
export function emailAdapter(): EmailAdapter {
  const defaultFromAddress = process.env.MAIL_FROM ?? 'website@vonkdigital.nl'
  const defaultFromName = process.env.MAIL_FROM_NAME || seedSettings.agencyName
  const transport = mailTransport()
  return () => ({
    name: 'nodemailer',
    defaultFromAddress,
    defaultFromName,
    sendEmail: (message: SendEmailOptions) =>
      transport.sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message }),
  })
}
