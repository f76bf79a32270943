import type { Payload } from 'payload'

import { maintenanceQueue } from '@/cms/jobs/purgePersonalData'
import { runScheduledPublishing } from '@/cms/jobs/runner'
import { onOneInstance } from '@/lib/redis'
import { payloadClient } from '@/cms/client'
import { rememberAgencyEmail } from '@/cms/agencyEmail'
import { usesPostgres } from '@/lib/dataPaths'
import { isDraining, onDrain } from '@/lib/lifecycle'
import { queueMails } from '@/cms/leads/store'
import { recordDelivery, releaseInterrupted } from '@/cms/mail/delivery'

import { mailKinds, staleSendMs, type MailKind } from '@/lib/mail/kinds'
import { backoffMs, outageLog } from '@/lib/mail/outage'

/**
 * How often the runner looks for emails to send, and how many it sends at once: a few,
 * because libsql is synchronous and a batch's database work holds the event loop (50 at
 * once held it for most of a second, and form posts waited), yet in parallel, so a slow
 * mail server (a new connection per email) still gets several at a time.
 */
const runEveryMs = 2_000
const batchSize = 5
/** After a full batch sent without errors more are likely waiting: go on soon. */
const nextBatchMs = 100
const sweepEveryMs = 60_000
/** An undelivered email with no progress for this long gets a fresh job. */
const requeueAfterMs = 30 * 60 * 1000
/**
 * An email never taken up this long after its record was stored lost its job (the
 * process ended between storing the lead and queueing its mail, or the queue's write
 * failed): a job is taken within seconds, so five minutes is long past a queue's normal
 * wait, and a second job is harmless (the claim sends once).
 */
export const neverTakenUpMs = 5 * 60 * 1000
const maxAttempts = 40

/**
 * Starts the outbox of this server: the runner of the `mail` queue and the sweep that
 * repairs the queue, in one loop that never gives up. When the database cannot be
 * reached (at boot or later) it retries with backoff and logs the outage once, so
 * mail resumes by itself when the database is back. Returns at once: the server must
 * not wait for the database to start serving pages. `MAIL_QUEUE=off` only warms Payload.
 * On shutdown (src/lib/lifecycle.ts) the loop takes no new batch, finishes the one in
 * hand and releases its lease, so another instance sends what is left at once.
 */
export function startOutbox(): void {
  if (process.env.MAIL_QUEUE === 'off') {
    void payloadClient().catch(() => undefined) // the first request retries
    return
  }
  void runOutbox()
}

async function runOutbox(): Promise<void> {
  let wake: (() => void) | undefined
  let ended: () => void = () => undefined
  const stopped = new Promise<void>((resolve) => {
    ended = resolve
  })
  onDrain('mail outbox', () => {
    wake?.()
    return stopped
  })
  const outage = outageLog('[mail] the database of the outbox')
  // Scheduled publishing rides along; its endpoint may not answer before the server listens.
  const publishing = outageLog('[publishing] the scheduled-publishing runner')
  let started = false
  let failures = 0
  let nextSweep = 0
  while (!isDraining()) {
    let waitMs = runEveryMs
    try {
      const payload = await payloadClient()
      if (!started && !usesPostgres()) await resumeInterrupted(payload)
      if (Date.now() >= nextSweep) {
        await sweep(payload)
        await rememberAgencyEmail(payload)
        await onOneInstance('maintenance', 5 * 60_000, () => runMaintenance(payload))
        nextSweep = Date.now() + sweepEveryMs
      }
      // Scheduled work runs once per due time however many instances run (a Redis lease).
      await onOneInstance('publishing', 60_000, () => runScheduledPublishing(payload)).then(
        publishing.succeeded,
        publishing.failed,
      )
      // One instance runs a batch at a time: Payload's runner can hand the same job to
      // two instances, and the second then fails on the job the first deleted. (The
      // record's claim keeps the email itself to one send either way.)
      await onOneInstance('mail', 60_000, async () => {
        const { jobStatus = {} } = await payload.jobs.run({
          queue: 'mail',
          limit: batchSize,
          silent: { info: true },
        })
        const results = Object.values(jobStatus)
        if (results.length === batchSize && results.every((job) => job?.status === 'success'))
          waitMs = nextBatchMs
      })
      if (!started) payload.logger.info('[mail] outbox started')
      started = true
      outage.succeeded()
      failures = 0
    } catch (error) {
      outage.failed(error)
      waitMs = backoffMs(++failures)
    }
    // The pause ends early when the drain starts: a stopping server does not wait 30 s.
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, waitMs)
    })
  }
  ended()
}

/**
 * Scheduled work of the `maintenance` queue (the daily purge of personal data): Payload
 * queues a job for each schedule that is due (at most one waiting per task), then this
 * runs what is due. Checked with the sweep, once a minute.
 */
async function runMaintenance(payload: Payload): Promise<void> {
  await payload.jobs.handleSchedules({ queue: maintenanceQueue })
  await payload.jobs.run({ queue: maintenanceQueue, limit: 5, silent: { info: true } })
}

/**
 * On SQLite this server is the only one sending, so whatever is still "processing" or
 * "sending" when it starts was cut off by its own end (kill -9, power loss): free it at
 * once. (With PostgreSQL other instances may be sending right now; there the sweep frees
 * such work only when it is older than any send can take.) A send cut off after the
 * mail server accepted the message but before it was recorded is sent again.
 */
export async function resumeInterrupted(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { queue: { equals: 'mail' }, processing: { equals: true } },
    data: { processing: false },
    depth: 0,
  })
  for (const kind of Object.keys(mailKinds) as MailKind[]) await releaseInterrupted(payload, kind)
}

/**
 * The jobs queue's gaps (stack notes): a job interrupted by a crash stays
 * "processing" forever, and a job can be lost (deleted, never queued). The record's
 * delivery status is the truth, so anything not sent gets a job again. A failure is
 * thrown: the outbox loop retries it with backoff.
 */
export async function sweep(payload: Payload): Promise<void> {
  await releaseStaleJobs(payload)
  // Every kind is looked up before any record is touched: touching a lead for its
  // notification must not hide its confirmation from this sweep.
  const kinds = Object.keys(mailKinds) as MailKind[]
  const stalled = await Promise.all(kinds.map((kind) => stalledDeliveries(payload, kind)))
  for (const [index, ids] of stalled.entries()) {
    for (const id of ids) await requeue(payload, kinds[index] as MailKind, id)
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

/**
 * Records whose email of this kind is not sent and made no progress for a while: its own
 * progress time (src/fields/delivery.ts), or the record's creation while it has none
 * (queued, never taken up: sooner, see neverTakenUpMs). Staff editing the record neither postpone nor hasten this.
 */
async function stalledDeliveries(payload: Payload, kind: MailKind) {
  const { collection, field } = mailKinds[kind]
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
  const { docs } = await payload.find({
    collection,
    where: {
      [`${field}.status`]: { in: ['queued', 'failed', 'sending'] },
      [`${field}.attempts`]: { less_than: maxAttempts },
      or: [
        { [`${field}.progressAt`]: { less_than: ago(requeueAfterMs) } },
        {
          [`${field}.progressAt`]: { exists: false },
          createdAt: { less_than: ago(neverTakenUpMs) },
        },
      ],
    },
    limit: 100,
    depth: 0,
  })
  return docs.map((doc) => doc.id)
}

async function requeue(payload: Payload, kind: MailKind, id: number | string) {
  // Recorded as progress, so the next sweep waits another interval for this job (this
  // email's columns only: see recordDelivery).
  await recordDelivery(payload, kind, id, { lastError: 'requeued by sweep' })
  await queueMails(payload, id, [kind])
}
