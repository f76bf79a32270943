import type { Payload } from 'payload'

import { markServing } from '@/jobs/runner'
import { payloadClient } from '@/lib/cms/client'
import { queueMails } from '@/lib/leads/store'

import { mailKinds, staleSendMs, type MailKind } from './delivery'

const sweepEveryMs = 60_000
/** An undelivered email with no progress for this long gets a fresh job. */
const requeueAfterMs = 30 * 60 * 1000
const maxAttempts = 40

/** Starts Payload (its cron runs the `mail` queue) and the sweep that repairs the queue. */
export async function startOutbox(): Promise<void> {
  markServing()
  try {
    const payload = await payloadClient({ cron: true })
    await sweep(payload)
    payload.logger.info('[mail] outbox started')
    setInterval(() => void sweep(payload), sweepEveryMs).unref()
  } catch (error) {
    console.error('[mail] the outbox could not start; it starts with the first request', error)
  }
}

/**
 * The jobs queue's gaps (stack notes): a job interrupted by a crash stays
 * "processing" forever, and a job can be lost (deleted, never queued). The record's
 * delivery status is the truth, so anything not sent gets a job again.
 */
export async function sweep(payload: Payload): Promise<void> {
  try {
    await releaseStaleJobs(payload)
    for (const kind of Object.keys(mailKinds) as MailKind[]) await requeueUndelivered(payload, kind)
  } catch (error) {
    payload.logger.error({ err: error, msg: '[mail] outbox sweep failed; next sweep retries' })
  }
}

async function releaseStaleJobs(payload: Payload) {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      processing: { equals: true },
      updatedAt: { less_than: new Date(Date.now() - staleSendMs * 2).toISOString() },
    },
    data: { processing: false },
    depth: 0,
  })
}

async function requeueUndelivered(payload: Payload, kind: MailKind) {
  const { collection, field } = mailKinds[kind]
  const { docs } = await payload.find({
    collection,
    where: {
      [`${field}.status`]: { in: ['queued', 'failed', 'sending'] },
      [`${field}.attempts`]: { less_than: maxAttempts },
      updatedAt: { less_than: new Date(Date.now() - requeueAfterMs).toISOString() },
    },
    limit: 100,
    depth: 0,
  })
  for (const doc of docs) {
    // Touch the record so the next sweep waits another interval for this job.
    await payload.update({
      collection,
      id: doc.id,
      data: { [field]: { lastError: 'requeued by sweep' } },
      depth: 0,
    })
    await queueMails(payload, doc.id, [kind])
  }
}
