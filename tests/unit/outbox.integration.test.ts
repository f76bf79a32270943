import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The outbox against a real (throwaway) SQLite database: a lead's email is sent at
 * most once however many runners try, and a send that died mid-way is taken up again.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'vonk-outbox-db-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.PAYLOAD_SECRET = 'outbox-test-secret'
process.env.MAIL_OUTBOX_DIR = path.join(dir, 'outbox')
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'
delete process.env.SMTP_URL

let payload: Payload
const sentFiles = () => {
  try {
    return readdirSync(path.join(dir, 'outbox')).length
  } catch {
    return 0
  }
}

beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const newLead = (name: string) =>
  payload.create({
    collection: 'leads',
    data: {
      name,
      email: `${name}@example.com`,
      subject: 'general',
      message: 'Hallo',
      locale: 'nl',
      clientHash: 'test',
    },
  })

describe('outbox delivery', () => {
  it('sends once when two runners deliver the same email at the same time, then never again', async () => {
    const { deliverMail } = await import('@/lib/mail/delivery')
    const lead = await newLead('twice')
    const before = sentFiles()
    const results = await Promise.all([
      deliverMail(payload, 'lead-notification', String(lead.id)),
      deliverMail(payload, 'lead-notification', String(lead.id)),
    ])
    expect(results.sort()).toEqual(['sent', 'skipped'])
    expect(await deliverMail(payload, 'lead-notification', String(lead.id))).toBe('skipped')
    expect(sentFiles() - before).toBe(1)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(stored.notification).toMatchObject({ status: 'sent', attempts: 1 })
    expect(stored.confirmation?.status).toBe('queued') // a separate email, untouched
  })

  it('takes over a send that stalled (its process died) but not one in progress', async () => {
    const { deliverMail, staleSendMs } = await import('@/lib/mail/delivery')
    const busy = await newLead('busy')
    const now = new Date().toISOString()
    await payload.update({
      collection: 'leads',
      id: busy.id,
      data: { notification: { status: 'sending', claimedAt: now } },
    })
    expect(await deliverMail(payload, 'lead-notification', String(busy.id))).toBe('skipped')

    const stalled = await newLead('stalled')
    const longAgo = new Date(Date.now() - staleSendMs - 60_000).toISOString()
    await payload.update({
      collection: 'leads',
      id: stalled.id,
      data: { notification: { status: 'sending', claimedAt: longAgo } },
    })
    expect(await deliverMail(payload, 'lead-notification', String(stalled.id))).toBe('sent')
  })

  it('queues both emails of a stored lead on the mail queue', async () => {
    const { storeLead } = await import('@/lib/leads/store')
    const lead = await storeLead(
      payload,
      { name: 'Queue', email: 'queue@example.com', subject: 'general', message: 'Hi' },
      { locale: 'en', page: '/en/contact', userAgent: null, clientHash: 'x', review: false },
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
    const { sweep } = await import('@/lib/mail/outbox')
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
      data: { notification: { status: 'failed', attempts: 10 }, updatedAt: hourAgo },
    })

    await sweep(payload)

    const freed = await payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(freed.processing).toBe(false)
    const jobs = await payload.find({ collection: 'payload-jobs', limit: 0 })
    const inputs = jobs.docs.map((doc) => doc.input as { kind: string; id: string })
    expect(inputs).toContainEqual({ kind: 'lead-notification', id: String(forgotten.id) })
  })
})
