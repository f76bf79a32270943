import type { Payload } from 'payload'

import type { ContactInput } from '@/lib/forms/contact'
import { loggableError } from '@/lib/loggableError'
import type { QuoteInput } from '@/lib/forms/quote'
import type { SubmissionMeta } from '@/lib/forms/submission'
import type { MailKind } from '@/lib/mail/kinds'
import type { Lead } from '@/payload-types'

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
  const lead = await payload.create({ collection: 'leads', data: { ...input, ...meta }, depth: 0 })
  await queueMails(payload, lead.id, ['lead-notification', 'lead-confirmation'])
  return lead
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
