import type { Payload } from 'payload'

import { queueMails } from '@/cms/leads/store'
import type { SubmissionMeta } from '@/lib/forms/submission'
import type { NewsletterSubscriber } from '@/payload-types'

/** A confirmation link is sent again on a repeated sign-up, but not more often than this. */
const resendAfterMs = 5 * 60 * 1000

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
    if (created) await queueMails(payload, created.id, ['newsletter-confirmation'])
    return
  }
  if (existing.status === 'confirmed' || !mayResend(existing)) return
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

function mayResend(subscriber: NewsletterSubscriber): boolean {
  const { status, sentAt } = subscriber.confirmation ?? {}
  if (status === 'queued' || status === 'sending') return false
  return !sentAt || Date.now() - new Date(sentAt).getTime() > resendAfterMs
}
