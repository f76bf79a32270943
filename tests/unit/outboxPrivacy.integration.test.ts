import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { inspect } from 'node:util'

import { simpleParser } from 'mailparser'
import { createLocalReq } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { noSource } from '@/lib/leads/source'

import { payload, startPayload } from './support/startPayload'

/**
 * The mail outbox (no SMTP: every email is an .eml file on disk) holds the same
 * personal data as the records it was sent for, so it follows them: erasing a person
 * removes their mails, the daily purge applies the retention periods to the files, and
 * the outbox's log lines name the record, never the person.
 */
const { outbox } = startPayload('outbox-privacy')
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

const meta = {
  page: '/contact',
  userAgent: null,
  clientHash: 'x',
  review: false,
  source: noSource,
} as const

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function clockAt(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

/** Every address an outbox mail is to or about (its To and Reply-To), by file. */
async function outboxAddresses(): Promise<string[][]> {
  if (!existsSync(outbox)) return []
  const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'))
  return Promise.all(
    files.map(async (name) => {
      const mail = await simpleParser(readFileSync(path.join(outbox, name)))
      const addresses = [mail.to, mail.replyTo]
        .flatMap((field) => (Array.isArray(field) ? field : field ? [field] : []))
        .flatMap((field) => field.value.map((entry) => entry.address ?? ''))
      return addresses
    }),
  )
}

async function mailsAbout(address: string): Promise<number> {
  return (await outboxAddresses()).filter((addresses) =>
    addresses.some((entry) => entry.toLowerCase() === address),
  ).length
}

/** Sends everything queued, as the server's outbox loop does. */
async function sendQueued() {
  await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
}

async function contact(name: string, email: string) {
  const { storeLead } = await import('@/cms/leads/store')
  return storeLead(
    payload,
    { name, email, subject: 'general', message: `Bericht van ${name}` },
    { ...meta, locale: 'nl' },
  )
}

async function quote(email: string) {
  const { storeQuoteRequest } = await import('@/cms/leads/store')
  return storeQuoteRequest(
    payload,
    {
      email,
      goal: 'quote',
      service: 'dev',
      details: 'Een webshop',
      location: 'Utrecht',
    } as never,
    { ...meta, locale: 'nl' },
  )
}

async function maintenanceRound() {
  await payload.jobs.handleSchedules({ queue: 'maintenance' })
  await payload.jobs.run({ queue: 'maintenance', limit: 5 })
}

/** The server's loop just before and just after the daily run of this day (UTC). */
async function dailyRunOn(date: string) {
  clockAt(new Date(`${date}T02:59:00Z`))
  await maintenanceRound()
  clockAt(new Date(`${date}T03:00:30Z`))
  await maintenanceRound()
}

describe('the outbox and the erasure of a person', () => {
  it('erasing an address removes every mail to and about that person, and no one else’s', async () => {
    const { subscribe } = await import('@/cms/newsletter/subscribe')
    const { erasePersonalData } = await import('@/cms/leads/personalData')
    await contact('Ada', 'ada@example.com')
    await contact('Ada', 'ADA@example.com')
    await quote('ada@example.com')
    await subscribe(payload, 'ada@example.com', { ...meta, locale: 'en' })
    await contact('Bob', 'bob@example.com')
    await sendQueued()
    // Two leads (a notification each, and one confirmation: one a day per mailbox), a
    // quote request's notification, the newsletter confirmation: five mails about Ada.
    expect(await mailsAbout('ada@example.com')).toBe(5)
    expect(await mailsAbout('bob@example.com')).toBe(2)

    const req = await createLocalReq({}, payload)
    const result = await erasePersonalData(payload, 'ada@example.com', req)

    expect(await mailsAbout('ada@example.com')).toBe(0)
    expect(await mailsAbout('bob@example.com')).toBe(2)
    expect(result.erased).toEqual({ leads: 2, 'quote-requests': 1, 'newsletter-subscribers': 1 })
    expect(result.mails).toBe(5)
  })
})

describe('the outbox and the daily purge', () => {
  it('removes a record’s mails with the record (its period, or deleted by staff), keeps those of kept records, and drops mails of no record after the shorter period', async () => {
    const start = new Date('2031-03-10T12:00:00Z')
    clockAt(start)
    const handled = await contact('Handled', 'handled@example.com')
    await contact('Open', 'open@example.com')
    const deletedByStaff = await contact('Deleted', 'deleted@example.com')
    // Payload's own mail (a password reset) belongs to no lead.
    await payload.sendEmail({ to: 'staff@vonk.test', subject: 'Reset', text: 'Reset link' })
    await sendQueued()
    await payload.update({ collection: 'leads', id: handled.id, data: { status: 'contacted' } })
    await payload.delete({ collection: 'leads', id: deletedByStaff.id })
    expect(await mailsAbout('staff@vonk.test')).toBe(1)
    expect(await mailsAbout('deleted@example.com')).toBe(2)

    const logged = vi.spyOn(payload.logger, 'info')
    await dailyRunOn('2031-04-11') // 32 days later
    expect(await mailsAbout('deleted@example.com')).toBe(0)
    expect(await mailsAbout('staff@vonk.test')).toBe(0)
    expect(await mailsAbout('handled@example.com')).toBe(2)
    expect(await mailsAbout('open@example.com')).toBe(2)
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ leads: 0, mails: 3 }))

    // The handled lead's period (24 months from being handled) has passed: its mails go
    // with it; the open lead is never purged, nor are its mails.
    logged.mockClear()
    await dailyRunOn('2033-03-11')
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ leads: 1, mails: 2 }))
    expect(await mailsAbout('handled@example.com')).toBe(0)
    expect(await mailsAbout('open@example.com')).toBe(2)
  })
})

describe('the outbox’s log', () => {
  it('names the mail’s kind and record, never the subject, the name or the address', async () => {
    const logs: unknown[][] = []
    const keep = (...args: unknown[]) => void logs.push(args)
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(keep)
    }
    for (const method of ['info', 'warn', 'error'] as const) {
      vi.spyOn(payload.logger, method).mockImplementation(keep as never)
    }
    const lead = await contact('Zoë Verborgen', 'zoe.verborgen@example.com')
    const request = await quote('quote.verborgen@example.com')
    await sendQueued()

    const text = inspect(logs, { depth: 10 })
    expect(text).not.toMatch(/verborgen/i)
    expect(text).toContain(`lead-notification leads ${lead.id}`)
    expect(text).toContain(`quote-notification quote-requests ${request.id}`)
  })
})
