import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'

import { createClient } from '@libsql/client'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { noSource } from '@/lib/leads/source'

import { payload, startPayload } from './support/startPayload'

/**
 * Logs (and the jobs queue's stored errors) carry no personal data when things fail:
 * a mail server that rejects a visitor's address names it in its answer, and a failed
 * database write carries every value it was writing. Both are real here: a local SMTP
 * server that rejects one address, and another connection holding SQLite's write lock.
 */
const secret = 'geheim-persoon'
const visitorAddress = `${secret}@example.com`

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, done) {
    if (!address.address.includes(secret)) return done()
    const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected: unknown`)
    Object.assign(error, { responseCode: 550 })
    done(error)
  },
  onData(stream, _session, done) {
    stream.resume()
    stream.on('end', () => done())
  },
})

const logs: unknown[][] = []

// The mail server listens before Payload starts (its config reads SMTP_URL).
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
startPayload('log-privacy', { sqlite: true })
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

/** Every line logged through the console or Payload's logger, kept for inspection. */
function captureLogs() {
  logs.length = 0
  const keep = (...args: unknown[]) => void logs.push(args)
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(keep)
  }
  for (const method of ['info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(payload.logger, method).mockImplementation(keep as never)
  }
}

afterEach(() => vi.restoreAllMocks())

const visitor = {
  name: `Naam ${secret}`,
  email: visitorAddress,
  subject: 'general',
  message: `Bericht van ${secret}`,
  locale: 'nl',
}

describe('logs when mail fails', () => {
  it('a rejected recipient is logged and stored in the queue by kind and record, without the address', async () => {
    const { storeLead } = await import('@/cms/leads/store')
    const lead = await storeLead(payload, visitor as never, {
      locale: 'nl',
      page: '/contact',
      userAgent: null,
      clientHash: 'x',
      review: false,
      source: noSource,
    })
    captureLogs()
    await payload.jobs.run({ queue: 'mail', limit: 10 })

    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.notification?.status).toBe('sent')
    expect(stored.confirmation?.status).toBe('failed')
    const text = inspect(logs, { depth: 10 })
    expect(text).toContain('550') // the failure is logged, with what staff need to act
    expect(text).toContain(`lead-confirmation leads ${lead.id}`)
    expect(text).not.toContain(secret)
    const jobs = await payload.find({ collection: 'payload-jobs', limit: 0, depth: 0 })
    expect(JSON.stringify(jobs.docs)).not.toContain(secret)
  })
})

describe('logs when a form post cannot be stored', () => {
  it('names the form and the database error, not what the visitor wrote', async () => {
    const { submitForm } = await import('@/server/forms/handler')
    const { contactForm } = await import('@/server/forms/definitions')
    const holder = createClient({ url: process.env.DATABASE_URL as string })
    await holder.execute('BEGIN IMMEDIATE')
    await holder.execute("UPDATE leads SET review = 0 WHERE name = 'none'")
    captureLogs()
    try {
      const outcome = await submitForm(contactForm, visitor, {
        address: '127.0.0.9',
        userAgent: 'test',
      })
      expect(outcome.kind).toBe('failed')
    } finally {
      await holder.execute('COMMIT')
      holder.close()
    }
    const text = inspect(logs, { depth: 10 })
    expect(text).toContain('[forms] contact')
    expect(text).toMatch(/locked|busy/i)
    expect(text).not.toContain(secret)
  })
})
