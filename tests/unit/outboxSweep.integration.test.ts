import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { MailKind, MailRecord } from '@/lib/mail/kinds'
import type { Lead } from '@/payload-types'

import { payload, startPayload } from './support/startPayload'
import { newLead as createLead } from './support/leads'

/**
 * The sweep (src/cms/mail/outbox.ts) gives a fresh job to an email that made no progress
 * for half an hour, and reads that progress from the email's own `progressAt`, which
 * only the outbox writes. The record's updatedAt is people's: the outbox never moves it
 * (the admin's edit view would take that for another person's edit), and a person's
 * edit neither postpones nor hastens a requeue. Time passes by moving Date (only: timers
 * and the database keep real time). SQLite, or PostgreSQL in `npm run test:postgres`.
 */
startPayload('sweep')
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

const minute = 60_000
/** The sweep's interval (requeueAfterMs). */
const interval = 30 * minute

let salesUser: Awaited<ReturnType<typeof createSales>>
let start = Date.now()

beforeAll(async () => {
  salesUser = await createSales()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function createSales() {
  return payload.create({
    collection: 'users',
    data: { email: 'sales-sweep@vonk.test', password: 'a-long-pass-phrase', roles: ['sales'] },
  })
}

/** Moves Date to `offset` ms after the test's start. */
function clockAt(offset: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start + offset)
}

const newLead = (name: string) => createLead(payload, name)

/** One try of the email, through the outbox's own code, with the mail server refusing. */
async function failedTry(kind: MailKind, id: number) {
  const { deliverMail } = await import('@/cms/mail/delivery')
  const send = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('451 greylisted'))
  await expect(deliverMail(payload, kind, String(id))).rejects.toThrow(/not sent/)
  send.mockRestore()
}

/** The jobs the sweep queued for this lead's email. */
async function jobsFor(kind: MailKind, id: number) {
  const { docs } = await payload.find({ collection: 'payload-jobs', limit: 0, depth: 0 })
  return docs.filter((job) => {
    const input = job.input as { kind?: string; id?: string }
    return input.kind === kind && input.id === String(id)
  }).length
}

async function sweep() {
  const { sweep: run } = await import('@/cms/mail/outbox')
  await run(payload)
}

const stored = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 })

/** Sales saving the lead in the admin: every field as their form loaded it, a new status. */
async function staffSave(loaded: Lead, status: Lead['status']) {
  await payload.update({
    collection: 'leads',
    id: loaded.id,
    data: { ...loaded, status },
    overrideAccess: false,
    user: { ...salesUser, collection: 'users' },
    depth: 0,
  })
}

describe('the sweep reads the email’s own progress', () => {
  it('requeues an email whose last try is older than the interval, and not one tried within it', async () => {
    start = Date.now()
    clockAt(0)
    const lead = await newLead('stalled')
    await failedTry('lead-notification', lead.id)

    clockAt(interval - minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(0)
    // The lead's other email, never tried (no progress of its own), went by the lead's age
    // and the shorter wait for mail never taken up.
    expect(await jobsFor('lead-confirmation', lead.id)).toBe(1)
    // Another try, a minute before the interval is up: the clock starts again.
    await failedTry('lead-notification', lead.id)

    clockAt(interval + minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id), 'tried 2 minutes ago').toBe(0)

    clockAt(2 * interval)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(1)
    // The requeue is progress too: the next sweep waits another interval for that job.
    const requeued = await stored(lead.id)
    expect(requeued.notification).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'requeued by sweep',
      progressAt: new Date(start + 2 * interval).toISOString(),
    })
    clockAt(2 * interval + minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(1)
  })

  it('requeues an email never taken up (no progress yet) within minutes of its record', async () => {
    const { neverTakenUpMs } = await import('@/cms/mail/outbox')
    start = Date.now()
    clockAt(0)
    const lead = await newLead('never-taken')
    expect(lead.notification?.progressAt ?? null).toBeNull()
    clockAt(neverTakenUpMs - minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(0)
    clockAt(neverTakenUpMs + minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(1)
  })

  it('never moves the lead’s updatedAt: not on a claim, a failure, a send, a requeue or after a restart', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const { resumeInterrupted } = await import('@/cms/mail/outbox')
    start = Date.now()
    clockAt(0)
    const lead = await newLead('untouched')
    clockAt(minute)
    await failedTry('lead-notification', lead.id)
    clockAt(interval + 2 * minute)
    await sweep() // requeues it
    expect(await jobsFor('lead-notification', lead.id)).toBe(1)
    clockAt(interval + 3 * minute)
    // A send cut off by a restart (claimed, never recorded), then freed at start.
    const send = vi.spyOn(payload, 'sendEmail').mockReturnValueOnce(new Promise(() => undefined))
    void deliverMail(payload, 'lead-confirmation', String(lead.id))
    await vi.waitFor(async () => expect(send).toHaveBeenCalled())
    expect((await stored(lead.id)).confirmation?.status).toBe('sending')
    clockAt(interval + 4 * minute)
    await resumeInterrupted(payload)
    expect((await stored(lead.id)).confirmation).toMatchObject({
      status: 'failed',
      lastError: 'interrupted by a restart',
      progressAt: new Date(start + interval + 4 * minute).toISOString(),
    })
    clockAt(interval + 5 * minute)
    expect(await deliverMail(payload, 'lead-notification', String(lead.id))).toBe('sent')

    const after = await stored(lead.id)
    expect(after.notification).toMatchObject({
      status: 'sent',
      progressAt: new Date(start + interval + 5 * minute).toISOString(),
    })
    expect(after.updatedAt).toBe(lead.updatedAt)
  })
})

describe('every kind of email', () => {
  it('a failed try and a send record the email’s own progress, on leads, quote requests and newsletter sign-ups alike, and leave updatedAt alone', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const { mailKinds } = await import('@/lib/mail/kinds')
    start = Date.now()
    clockAt(0)
    const records = {
      leads: await newLead('every-kind'),
      'quote-requests': await payload.create({
        collection: 'quote-requests',
        data: {
          email: 'every-kind@example.com',
          goal: 'quote',
          service: 'dev',
          details: 'Een webshop',
          location: 'Utrecht',
          locale: 'nl',
          clientHash: 'test',
        },
        depth: 0,
      }),
      'newsletter-subscribers': await payload.create({
        collection: 'newsletter-subscribers',
        data: { email: 'every-kind@example.com', status: 'pending', locale: 'nl' },
        depth: 0,
      }),
    }
    for (const kind of Object.keys(mailKinds) as MailKind[]) {
      const { collection, field } = mailKinds[kind]
      const record = records[collection]
      clockAt(minute)
      await failedTry(kind, record.id)
      clockAt(2 * minute)
      expect(await deliverMail(payload, kind, String(record.id)), kind).toBe('sent')
      const after: MailRecord = await payload.findByID({ collection, id: record.id, depth: 0 })
      expect(Reflect.get(after, field), kind).toMatchObject({
        status: 'sent',
        attempts: 2,
        progressAt: new Date(start + 2 * minute).toISOString(),
      })
      expect(after.updatedAt, kind).toBe(record.updatedAt)
    }
  })
})

describe('a person’s edit does not count as the email’s progress', () => {
  it('a lead saved by sales a minute ago: its stalled email is requeued all the same', async () => {
    start = Date.now()
    clockAt(0)
    const lead = await newLead('edited')
    await failedTry('lead-notification', lead.id)
    const loaded = await stored(lead.id)
    clockAt(interval - minute)
    await staffSave(loaded, 'contacted')
    clockAt(interval + minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(1)
    const after = await stored(lead.id)
    expect(after.status).toBe('contacted')
    expect(after.updatedAt).toBe(new Date(start + interval - minute).toISOString())
  })

  it('progress times sent by staff (a form loaded long ago, or forged) are ignored: no earlier requeue', async () => {
    start = Date.now()
    clockAt(0)
    const lead = await newLead('forged')
    await failedTry('lead-notification', lead.id)
    const loaded = await stored(lead.id)
    const tried = loaded.notification?.progressAt
    expect(tried).toBe(new Date(start).toISOString())
    clockAt(10 * minute)
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        status: 'contacted',
        notification: { ...loaded.notification, progressAt: '2000-01-01T00:00:00.000Z' },
      },
      overrideAccess: false,
      user: { ...salesUser, collection: 'users' },
      depth: 0,
    })
    await staffSave({ ...loaded, status: 'contacted' }, 'proposal')
    const after = await stored(lead.id)
    expect(after.status).toBe('proposal')
    expect(after.notification?.progressAt).toBe(tried)
    clockAt(interval - minute)
    await sweep()
    expect(await jobsFor('lead-notification', lead.id)).toBe(0)
  })
})
