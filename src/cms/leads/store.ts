import type { Payload } from 'payload'

import type { ContactInput } from '@/lib/forms/contact'
import { loggableError } from '@/lib/loggableError'
import type { QuoteInput } from '@/lib/forms/quote'
import type { SubmissionMeta } from '@/lib/forms/submission'
import type { MailKind } from '@/lib/mail/kinds'
import type { Lead } from '@/payload-types'
import { confirmationIntervalMs, recipientKey } from '@/lib/mail/recipient'
import { takeConfirmation } from '@/lib/rateLimit'

/**
 * Store first, then queue the emails: once `create` returns the lead is safe,
 * whatever happens to mail. A failure to queue is logged, not shown to the
 * visitor; the outbox sweep queues what was missed (src/cms/mail/outbox.ts).
 */
export async function storeLead(
  payload: Payload,
  input: ContactInput,
  meta: SubmissionMeta,
): Promise<Lead> {
  const confirm = !meta.review && (await mayConfirm(payload, input.email))
  const lead = await payload.create({
    collection: 'leads',
    data: { ...input, ...meta, ...(confirm ? {} : { confirmation: { status: 'skipped' } }) },
    depth: 0,
  })
  await queueMails(
    payload,
    lead.id,
    confirm ? ['lead-notification', 'lead-confirmation'] : ['lead-notification'],
  )
  return lead
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
  const quote = await payload.create({
    collection: 'quote-requests',
    data: { ...input, ...meta },
    depth: 0,
  })
  await queueMails(payload, quote.id, ['quote-notification'])
  return quote
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
