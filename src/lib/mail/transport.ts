import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

import { privateDir, writePrivateFile } from '@/lib/privateFiles'

/**
 * SMTP when configured (`SMTP_URL`, or `SMTP_HOST` with optional `SMTP_PORT`,
 * `SMTP_USER`, `SMTP_PASS`); otherwise every email is written to `data/outbox/` and
 * logged, so a fresh install works without a mail server and loses nothing.
 */
export function mailTransport(): Transporter {
  const url = smtpUrl()
  if (url) {
    return nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[1])
  }
  return nodemailer.createTransport(outboxTransport(outboxDir()))
}

export function smtpUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.SMTP_URL) return env.SMTP_URL
  if (!env.SMTP_HOST) return undefined
  const auth = env.SMTP_USER
    ? `${encodeURIComponent(env.SMTP_USER)}:${encodeURIComponent(env.SMTP_PASS ?? '')}@`
    : ''
  const port = env.SMTP_PORT ?? '587'
  return `${port === '465' ? 'smtps' : 'smtp'}://${auth}${env.SMTP_HOST}:${port}`
}

export function outboxDir(): string {
  return process.env.MAIL_OUTBOX_DIR ?? path.resolve(process.cwd(), 'data/outbox')
}

/** A nodemailer transport that stores each message as an .eml file, owner-only. */
function outboxTransport(dir: string) {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: MailMessage, done: (error: Error | null, info?: unknown) => void) {
      mail.message.build((error, raw) => {
        if (error) return done(error)
        try {
          privateDir(dir)
          const messageId = mail.message.messageId()
          const file = path.join(dir, `${Date.now()}-${messageId.replace(/[^\w.-]/g, '')}.eml`)
          writePrivateFile(file, raw)
          console.info(`[mail] no SMTP configured: "${mail.data.subject}" written to ${file}`)
          done(null, { envelope: mail.message.getEnvelope(), messageId })
        } catch (writeError) {
          done(writeError as Error)
        }
      })
    },
  }
}
