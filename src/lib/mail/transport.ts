import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

import { privateDir, writePrivateFile } from '@/lib/privateFiles'

import { mailKinds } from './kinds'
import { outboxFileName, type MailAbout } from './outboxFiles'

/**
 * SMTP when configured (`SMTP_URL`, or `SMTP_HOST` with optional `SMTP_PORT`,
 * `SMTP_USER`, `SMTP_PASS`); otherwise every email is written to `data/outbox/` and
 * logged, so a fresh install works without a mail server and loses nothing.
 * The site's own emails say which record they are about (`about`, see composeMail):
 * the outbox files them under it, nodemailer ignores it otherwise.
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

/**
 * A nodemailer transport that stores each message as an .eml file, owner-only, named
 * after its record (src/lib/mail/outboxFiles.ts). Its log line names the record, not
 * the subject (which holds a visitor's name or address).
 */
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
          const about = (mail.data as { about?: MailAbout }).about
          const file = path.join(dir, outboxFileName(Date.now(), messageId, about))
          writePrivateFile(file, raw)
          const what = about
            ? `${about.kind} ${mailKinds[about.kind].collection} ${about.id}`
            : 'an email of no record'
          console.info(`[mail] no SMTP configured: ${what} written to ${file}`)
          done(null, { envelope: mail.message.getEnvelope(), messageId })
        } catch (writeError) {
          done(writeError as Error)
        }
      })
    },
  }
}
