import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { mailKinds, type MailKind } from './kinds'

/**
 * The outbox (no SMTP) keeps each email as an .eml file holding the same personal data
 * as the record it was sent for, so a file must be found by its record: erasing a
 * person and the retention purge remove the files with the records. The record is in
 * the file's name, `<time>-<kind>-<record id>-<message id>.eml`; an email of no record
 * (Payload's own, such as a password reset) is `<time>-<message id>.eml`. Found by
 * name, never by searching the text for an address (which an encoded header or a
 * wrapped line would hide).
 */
export type MailAbout = { kind: MailKind; id: string }
type MailCollection = (typeof mailKinds)[MailKind]['collection']

export type OutboxMail = {
  file: string
  /** When it was written (ms), from its name. */
  time: number
  about?: MailAbout & { collection: MailCollection }
}

const kinds = Object.keys(mailKinds) as MailKind[]
const named = new RegExp(`^(\\d+)-(?:(${kinds.join('|')})-(\\d+)-)?[\\w.-]*\\.eml$`)

export function outboxFileName(time: number, messageId: string, about?: MailAbout): string {
  const id = messageId.replace(/[^\w.-]/g, '')
  const record = about && /^\d+$/.test(about.id) ? `${about.kind}-${about.id}-` : ''
  return `${time}-${record}${id}.eml`
}

export function parseOutboxFileName(name: string): Omit<OutboxMail, 'file'> | null {
  const match = named.exec(name)
  if (!match) return null
  const [, time, kind, id] = match
  if (!kind || !id) return { time: Number(time) }
  const about = { kind: kind as MailKind, id, collection: mailKinds[kind as MailKind].collection }
  return { time: Number(time), about }
}

/** Every email in the outbox folder (none when it does not exist). */
export function outboxMails(dir: string): OutboxMail[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const parsed = parseOutboxFileName(name)
    return parsed ? [{ file: path.join(dir, name), ...parsed }] : []
  })
}

/** Deletes these emails; returns how many were there to delete. */
export function removeMails(mails: OutboxMail[]): number {
  for (const mail of mails) rmSync(mail.file, { force: true })
  return mails.length
}

/** Deletes every email of these records of `collection` (to the person or about them). */
export function removeMailsOf(dir: string, collection: string, ids: (number | string)[]): number {
  const wanted = new Set(ids.map(String))
  return removeMails(
    outboxMails(dir).filter(
      (mail) => mail.about?.collection === collection && wanted.has(mail.about.id),
    ),
  )
}
