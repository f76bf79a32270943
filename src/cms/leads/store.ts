import type { Payload } from 'payload'

import type { ContactInput } from '@/lib/forms/contact'
import { loggableError } from '@/lib/loggableError'
import type { QuoteInput } from '@/lib/forms/quote'
import type { SubmissionMeta } from '@/lib/forms/submission'
import type { MailKind } from '@/lib/mail/kinds'
import type { Lead, QuoteRequest } from '@/payload-types'
import { confirmationIntervalMs, recipientKey } from '@/lib/mail/recipient'
import { takeConfirmation } from '@/lib/rateLimit'

/**
 * Store first, then queue the emails: once `create` returns the lead is safe,
 * whatever happens to mail. A failure to queue is logged, not shown to the
 * visitor; the outbox sweep queues what was missed (src/cms/mail/outbox.ts).
 * A post sent again (same submission key) is stored once, and mailed once.
 */
export async function storeLead(
  payload: Payload,
  input: ContactInput,
  meta: SubmissionMeta,
): Promise<Lead> {
  const earlier = await storedPost(payload, 'leads', meta.submissionKey)
  if (earlier) return earlier as Lead
  const confirm = !meta.review && (await mayConfirm(payload, input.email))
  const lead = await createOnce(payload, 'leads', meta.submissionKey, () =>
    payload.create({
      collection: 'leads',
      data: { ...input, ...meta, ...(confirm ? {} : { confirmation: { status: 'skipped' } }) },
      depth: 0,
    }),
  )
  if (!lead.created) return lead.record as Lead
  await queueMails(
    payload,
    lead.record.id,
    confirm ? ['lead-notification', 'lead-confirmation'] : ['lead-notification'],
  )
  return lead.record
}

type PostCollection = 'leads' | 'quote-requests'

/**
 * The record an earlier copy of this post stored, if any (the form sent it again when
 * the first answer was lost). Its mail was queued by that copy, or is by the sweep.
 */
async function storedPost(payload: Payload, collection: PostCollection, key?: string | null) {
  if (!key) return undefined
  const { docs } = await payload.find({
    collection,
    where: { submissionKey: { equals: key } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/**
 * Creates the record; when a copy of the same post, sent at the same moment through
 * another instance, won the unique key, that copy's record instead (`created: false`).
 */
async function createOnce<T>(
  payload: Payload,
  collection: PostCollection,
  key: string | null | undefined,
  create: () => Promise<T>,
): Promise<{ record: T; created: boolean }> {
  try {
    return { record: await create(), created: true }
  } catch (error) {
    const raced = await storedPost(payload, collection, key).catch(() => undefined)
    if (raced) return { record: raced as T, created: false }
    throw error
  }
}

/**
 * Whether this address may get a confirmation now: at most one a day per mailbox, so
 * the form cannot be used to mail strangers (the agency's notification always goes).
 * The leads of the past day say what was confirmed, across restarts and instances;
 * the shared limit settles two posts that arrive at once.
 */
async function mayConfirm(payload: Payload, email: string): Promise<boolean> {
  const key = recipientKey(email)
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      createdAt: { greater_than: new Date(Date.now() - confirmationIntervalMs).toISOString() },
      'confirmation.status': { not_equals: 'skipped' },
    },
    select: { email: true },
    pagination: false,
    depth: 0,
  })
  if (docs.some((lead) => recipientKey(lead.email) === key)) return false
  return takeConfirmation(key)
}

/** The quote assistant's answers, stored before staff are notified. */
export async function storeQuoteRequest(payload: Payload, input: QuoteInput, meta: SubmissionMeta) {
  const earlier = await storedPost(payload, 'quote-requests', meta.submissionKey)
  if (earlier) return earlier as QuoteRequest
  const quote = await createOnce(payload, 'quote-requests', meta.submissionKey, () =>
    payload.create({ collection: 'quote-requests', data: { ...input, ...meta }, depth: 0 }),
  )
  if (quote.created) await queueMails(payload, quote.record.id, ['quote-notification'])
  return quote.record
}

export async function queueMails(
  payload: Payload,
  id: number | string,
  kinds: MailKind[],
): Promise<void> {
  for (const kind of kinds) {
    try {
      await payload.jobs.queue({
        task: 'deliver-mail',
        queue: 'mail',
        input: { kind, id: String(id) },
      })
    } catch (error) {
      payload.logger.error(
        `[mail] could not queue ${kind} for ${id}; the sweep retries: ${loggableError(error)}`,
      )
    }
  }
}
