import { readdirSync } from 'node:fs'

import { createClient } from '@libsql/client'
import { describe, expect, it, vi } from 'vitest'

import { noSource } from '@/lib/leads/source'
import { newLead as createLead } from './support/leads'
import { payload, startPayload } from './support/startPayload'

/**
 * The outbox against a real (throwaway) SQLite database: a lead's email is sent at
 * most once however many runners try, and a send that died mid-way is taken up again.
 */
const { outbox } = startPayload('outbox-db', { sqlite: true })
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

const sentFiles = () => {
  try {
    return readdirSync(outbox).length
  } catch {
    return 0
  }
}

const newLead = (name: string) => createLead(payload, name)

describe('outbox delivery', () => {
  it('sends once when two runners deliver the same email at the same time, then never again', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const lead = await newLead('twice')
    const before = sentFiles()
    const results = await Promise.allSettled([
      deliverMail(payload, 'lead-notification', String(lead.id)),
      deliverMail(payload, 'lead-notification', String(lead.id)),
    ])
    // The other runner finds it sent (skipped) or still sending (its job tries again later).
    const outcomes = results.map((result) =>
      result.status === 'fulfilled' ? result.value : String(result.reason),
    )
    expect(outcomes).toContain('sent')
    expect(outcomes.filter((outcome) => outcome !== 'sent')).toEqual([
      expect.stringMatching(/^skipped$|another runner is sending it/),
    ])
    expect(await deliverMail(payload, 'lead-notification', String(lead.id))).toBe('skipped')
    expect(sentFiles() - before).toBe(1)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(stored.notification).toMatchObject({ status: 'sent', attempts: 1 })
    expect(stored.confirmation?.status).toBe('queued') // a separate email, untouched
  })

  it('takes over a send that stalled (its process died) but not one in progress', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const { staleSendMs } = await import('@/lib/mail/kinds')
    const busy = await newLead('busy')
    const now = new Date().toISOString()
    await payload.update({
      collection: 'leads',
      id: busy.id,
      data: { notification: { status: 'sending', claimedAt: now } },
    })
    // Not ended as "skipped": the job is tried again later, when the claim may be stale.
    await expect(deliverMail(payload, 'lead-notification', String(busy.id))).rejects.toThrow(
      /another runner is sending it/,
    )
    const untouched = await payload.findByID({ collection: 'leads', id: busy.id, depth: 0 })
    expect(untouched.notification).toMatchObject({ status: 'sending', claimedAt: now })

    const stalled = await newLead('stalled')
    const longAgo = new Date(Date.now() - staleSendMs - 60_000).toISOString()
    await payload.update({
      collection: 'leads',
      id: stalled.id,
      data: { notification: { status: 'sending', claimedAt: longAgo } },
    })
    expect(await deliverMail(payload, 'lead-notification', String(stalled.id))).toBe('sent')
  })

  it('gives its claim back when the record cannot be read after it, so the retry sends', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const lead = await newLead('claim-then-fail')
    // The database goes away between the claim and the read (a restart, a cut connection).
    const read = vi
      .spyOn(payload, 'findByID')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
    try {
      await expect(deliverMail(payload, 'lead-notification', String(lead.id))).rejects.toThrow(
        /not sent: .*Connection terminated/,
      )
    } finally {
      read.mockRestore()
    }
    const released = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(released.notification?.status).toBe('failed')
    expect(await deliverMail(payload, 'lead-notification', String(lead.id))).toBe('sent')
  })

  it('queues both emails of a stored lead on the mail queue', async () => {
    const { storeLead } = await import('@/cms/leads/store')
    const lead = await storeLead(
      payload,
      { name: 'Queue', email: 'queue@example.com', subject: 'general', message: 'Hi' },
      {
        locale: 'en',
        page: '/en/contact',
        userAgent: null,
        clientHash: 'x',
        review: false,
        source: noSource,
      },
    )
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'mail' } },
    })
    const inputs = jobs.docs.map((job) => job.input as { kind: string; id: string })
    expect(inputs).toContainEqual({ kind: 'lead-notification', id: String(lead.id) })
    expect(inputs).toContainEqual({ kind: 'lead-confirmation', id: String(lead.id) })
  })

  it('the sweep frees jobs a crash left "processing" and re-queues mail that was never sent', async () => {
    const { sweep } = await import('@/cms/mail/outbox')
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const job = await payload.jobs.queue({
      task: 'deliver-mail',
      queue: 'mail',
      input: { kind: 'lead-notification', id: '999' },
    })
    // Written straight to the database: the local API would stamp updatedAt with now.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true, updatedAt: hourAgo },
    })
    const forgotten = await newLead('forgotten')
    await payload.db.updateOne({
      collection: 'leads',
      id: forgotten.id,
      data: { notification: { status: 'failed', attempts: 10, progressAt: hourAgo } },
    })

    await sweep(payload)

    const freed = await payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(freed.processing).toBe(false)
    const jobs = await payload.find({ collection: 'payload-jobs', limit: 0 })
    const inputs = jobs.docs.map((doc) => doc.input as { kind: string; id: string })
    expect(inputs).toContainEqual({ kind: 'lead-notification', id: String(forgotten.id) })
  })
})

describe('after a restart (SQLite: one sending server)', () => {
  it('frees the jobs and sends its previous process left in flight, at once', async () => {
    const { resumeInterrupted } = await import('@/cms/mail/outbox')
    const { deliverMail } = await import('@/cms/mail/delivery')
    const cutOff = await newLead('cut-off')
    const job = await payload.jobs.queue({
      task: 'deliver-mail',
      queue: 'mail',
      input: { kind: 'lead-notification', id: String(cutOff.id) },
    })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
    })
    await payload.update({
      collection: 'leads',
      id: cutOff.id,
      data: {
        notification: { status: 'sending', attempts: 1, claimedAt: new Date().toISOString() },
      },
    })
    // Before: a send "in progress" is left alone (another process could be sending it).
    await expect(deliverMail(payload, 'lead-notification', String(cutOff.id))).rejects.toThrow(
      /another runner is sending it/,
    )

    await resumeInterrupted(payload)

    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id })).processing).toBe(
      false,
    )
    const freed = await payload.findByID({ collection: 'leads', id: cutOff.id })
    expect(freed.notification).toMatchObject({ status: 'failed', attempts: 1 })
    expect(freed.confirmation?.status).toBe('queued')
    expect(await deliverMail(payload, 'lead-notification', String(cutOff.id))).toBe('sent')
  })
})

describe('a lead is stored whole or not at all', () => {
  const visitor = { name: 'Half', email: 'half@example.com', subject: 'general', message: 'Hi' }
  const meta = {
    locale: 'nl',
    page: '/contact',
    userAgent: null,
    clientHash: 'x',
    review: false,
    source: noSource,
  }
  const count = async (collection: 'leads' | 'payload-jobs') =>
    (await payload.count({ collection })).totalDocs

  it('when its emails cannot be queued, the lead is kept as the outbox entry and the sweep sends both', async () => {
    const { storeLead } = await import('@/cms/leads/store')
    const { sweep } = await import('@/cms/mail/outbox')
    const { deliverMail } = await import('@/cms/mail/delivery')
    const jobsBefore = await count('payload-jobs')
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValue(new Error('database is locked'))
    const lead = await storeLead(
      payload,
      { ...visitor, subject: 'general' },
      { ...meta, locale: 'nl' },
    )
    queue.mockRestore()
    expect(await count('payload-jobs')).toBe(jobsBefore)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect([stored.notification?.status, stored.confirmation?.status]).toEqual(['queued', 'queued'])

    // The sweep gives a job to mail that was never taken up, counted from the lead's
    // creation: not at once (its job may just be waiting its turn)…
    await sweep(payload)
    const waiting = await payload.find({ collection: 'payload-jobs', limit: 0 })
    expect(waiting.docs.map((job) => (job.input as { id: string }).id)).not.toContain(
      String(lead.id),
    )
    // …but within minutes, not the half hour a send in progress is given (backdated here).
    const { neverTakenUpMs } = await import('@/cms/mail/outbox')
    expect(neverTakenUpMs).toBeLessThanOrEqual(5 * 60 * 1000)
    await payload.db.updateOne({
      collection: 'leads',
      id: lead.id,
      data: { createdAt: new Date(Date.now() - neverTakenUpMs - 1_000).toISOString() },
    })
    await sweep(payload)
    const jobs = await payload.find({ collection: 'payload-jobs', limit: 0 })
    const inputs = jobs.docs.map((job) => job.input as { kind: string; id: string })
    for (const kind of ['lead-notification', 'lead-confirmation'] as const) {
      expect(inputs).toContainEqual({ kind, id: String(lead.id) })
      expect(await deliverMail(payload, kind, String(lead.id))).toBe('sent')
    }
  })

  it('when another process holds the write lock, nothing is stored and the post fails', async () => {
    const { storeLead } = await import('@/cms/leads/store')
    const [leadsBefore, jobsBefore] = [await count('leads'), await count('payload-jobs')]
    // Another connection writes and keeps its transaction open, as a migration or a
    // maintenance script can: longer than the busy timeout.
    const holder = createClient({ url: process.env.DATABASE_URL as string })
    await holder.execute('BEGIN IMMEDIATE')
    await holder.execute("UPDATE leads SET review = 0 WHERE name = 'none'")
    try {
      await expect(
        storeLead(payload, { ...visitor, subject: 'general' }, { ...meta, locale: 'nl' }),
      ).rejects.toThrow()
    } finally {
      await holder.execute('COMMIT')
      holder.close()
    }
    expect([await count('leads'), await count('payload-jobs')]).toEqual([leadsBefore, jobsBefore])
  })
})
