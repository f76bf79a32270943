import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

import { mailTransport } from './transport'

/** Payload's email adapter over our explicit transport (never a public test service). */
export function emailAdapter() {
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM ?? 'website@vonkdigital.nl',
    defaultFromName: process.env.MAIL_FROM_NAME ?? 'Vonk Digital',
    transport: mailTransport(),
    // Verifying would contact the SMTP server at every start; delivery retries instead.
    skipVerify: true,
  })
}
