import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailTransport } from './transport'

/**
 * Payload's email adapter over nodemailer with our explicit transport (never a public
 * test service). It does what `@payloadcms/email-nodemailer` does; that package is not
 * published for our Payload version (3.90.2), and Payload rejects mixed versions.
 * No verify at start: delivery retries instead of contacting SMTP at every boot.
 */
export function emailAdapter(): EmailAdapter {
  const defaultFromAddress = process.env.MAIL_FROM ?? 'website@vonkdigital.nl'
  const defaultFromName = process.env.MAIL_FROM_NAME ?? 'Vonk Digital'
  const transport = mailTransport()
  return () => ({
    name: 'nodemailer',
    defaultFromAddress,
    defaultFromName,
    sendEmail: (message: SendEmailOptions) =>
      transport.sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message }),
  })
}
