import type { Payload } from 'payload'

import { queueMails } from '@/cms/leads/store'
import type { SubmissionMeta } from '@/lib/forms/submission'
import { confirmationIntervalMs, recipientKey } from '@/lib/mail/recipient'
import { takeConfirmation } from '@/lib/rateLimit'
import type { NewsletterSubscriber } from '@/payload-types'

/**
 * Double opt-in sign-up. Whatever the address's state, the visitor sees the same
 * answer ("check your inbox"), so the form never reveals who is subscribed; a
 * repeated sign-up never creates a second record.
 */
export async function subscribe(
  payload: Payload,
  rawEmail: string,
  meta: SubmissionMeta,
): Promise<void> {
  const email = rawEmail.toLowerCase()
  const existing = await findSubscriber(payload, email)
  if (!existing) {
    const created = await createPending(payload, email, meta)
    if (created && (await mayConfirmMailbox(payload, email, created.id))) {
      await queueMails(payload, created.id, ['newsletter-confirmation'])
    }
    return
  }
  if (existing.status === 'confirmed' || !mayResend(existing)) return
  if (!(await mayConfirmMailbox(payload, email, existing.id))) return
  await payload.update({
    collection: 'newsletter-subscribers',
    id: existing.id,
    data: { status: 'pending', locale: meta.locale, confirmation: { status: 'queued' } },
    depth: 0,
  })
  await queueMails(payload, existing.id, ['newsletter-confirmation'])
}

async function findSubscriber(
  payload: Payload,
  email: string,
): Promise<NewsletterSubscriber | undefined> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/** Null when a simultaneous sign-up of the same address won the unique index. */
async function createPending(payload: Payload, email: string, meta: SubmissionMeta) {
  try {
    return await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        status: 'pending',
        locale: meta.locale,
        clientHash: meta.clientHash,
        page: meta.page,
        source: meta.source,
      },
      depth: 0,
    })
  } catch (error) {
    if (await findSubscriber(payload, email)) return null
    throw error
  }
}

/** A confirmation link is sent again on a repeated sign-up, at most once a day. */
export function mayResend(subscriber: NewsletterSubscriber, now = Date.now()): boolean {
  const { status, sentAt } = subscriber.confirmation ?? {}
  if (status === 'queued' || status === 'sending') return false
  return !sentAt || now - new Date(sentAt).getTime() > confirmationIntervalMs
}

/**
 * One confirmation per mailbox a day, as for the contact form (src/lib/mail/recipient.ts):
 * `naam+1@…` and `Naam+2@…` are one inbox, so a sign-up cannot make the site mail an
 * address anyone typed again and again. Another record of the same mailbox that was
 * sent (or is about to be sent) a confirmation within the day holds this one back; the
 * shared limit settles two sign-ups that arrive at once.
 */
async function mayConfirmMailbox(payload: Payload, email: string, id: number): Promise<boolean> {
  const key = recipientKey(email)
  const since = new Date(Date.now() - confirmationIntervalMs).toISOString()
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: {
      id: { not_equals: id },
      or: [
        { 'confirmation.sentAt': { greater_than: since } },
        { 'confirmation.status': { in: ['queued', 'sending'] } },
      ],
    },
    select: { email: true },
    pagination: false,
    depth: 0,
  })
  if (docs.some((subscriber) => recipientKey(subscriber.email) === key)) return false
  return takeConfirmation(`newsletter:${key}`)
}
