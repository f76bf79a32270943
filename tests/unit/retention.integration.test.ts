import { afterEach, describe, expect, it, vi } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * The daily purge of personal data against a real throwaway database (SQLite, or in
 * `npm run test:postgres` an empty PostgreSQL database of its own), run the way the
 * server runs it (Payload's schedule on the maintenance queue), with the clock moved
 * forward instead of waiting months.
 */
startPayload('retention-db')

/** The settings' required fields (an empty database has none yet). */
const agencyDetails = {
  agencyName: 'Vonk Digital',
  address: { street: 'Vonkelkade 27', postalCode: '1019 VK', city: 'Amsterdam' },
  phone: '+31 20 123 4567',
  email: 'hallo@vonkdigital.nl',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
}
const day = 24 * 60 * 60 * 1000
const start = new Date('2026-01-10T12:00:00Z')

afterEach(() => vi.useRealTimers())

/** Moves Date (only: timers and the database keep real time) to this moment. */
function clockAt(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

const lead = (email: string) =>
  payload.create({
    collection: 'leads',
    data: {
      name: 'Test',
      email,
      subject: 'general',
      message: 'Hallo',
      locale: 'nl',
      // Notes and source go with the record (issue 27).
      notes: [{ text: `Notitie over ${email}` }],
      source: { landingPage: '/', utmSource: 'nieuwsbrief', referrerHost: 'mail.example' },
    },
  })
/** Leads that still carry a note or a source naming this address or campaign. */
async function notesAndSources(email: string) {
  const notes = await payload.count({
    collection: 'leads',
    where: { 'notes.text': { equals: `Notitie over ${email}` } },
  })
  return notes.totalDocs
}
const quote = (email: string) =>
  payload.create({
    collection: 'quote-requests',
    data: {
      email,
      goal: 'quote',
      service: 'dev',
      details: 'Een webshop',
      location: 'Utrecht',
      locale: 'nl',
    },
  })
const subscriber = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') =>
  payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email,
      status,
      locale: 'nl',
      ...(status === 'unsubscribed' ? { unsubscribedAt: new Date().toISOString() } : {}),
    },
  })
const handle = (collection: 'leads' | 'quote-requests', id: number | string) =>
  payload.update({ collection, id, data: { status: 'contacted' } })

async function emails(collection: 'leads' | 'quote-requests' | 'newsletter-subscribers') {
  const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
  return docs.map((doc) => doc.email).sort()
}

/** What the server's loop does each minute: queue due schedules, run the due jobs. */
async function maintenanceRound() {
  await payload.jobs.handleSchedules({ queue: 'maintenance' })
  await payload.jobs.run({ queue: 'maintenance', limit: 5 })
}

describe('retention', () => {
  it('deletes handled leads after the settings period and unconfirmed or unsubscribed addresses after 30 days, daily on the queue, and logs the counts', async () => {
    clockAt(start)
    const handledLead = await lead('handled@example.com')
    await lead('open@example.com')
    const handledQuote = await quote('handled-quote@example.com')
    await quote('open-quote@example.com')
    await subscriber('pending@example.com', 'pending')
    await subscriber('confirmed@example.com', 'confirmed')
    await subscriber('left@example.com', 'unsubscribed')
    await handle('leads', handledLead.id)
    await handle('quote-requests', handledQuote.id)

    // Handled a year later: its period starts then, not at its arrival.
    clockAt(new Date(start.getTime() + 365 * day))
    const lateLead = await lead('late@example.com')
    clockAt(new Date(start.getTime() + 380 * day))
    await handle('leads', lateLead.id)

    // Day 29 at 03:00: the schedule runs, nothing is due yet.
    const logged = vi.spyOn(payload.logger, 'info')
    clockAt(new Date('2026-02-08T02:59:00Z'))
    await maintenanceRound()
    clockAt(new Date('2026-02-08T03:00:30Z'))
    await maintenanceRound()
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ leads: 0, pendingSubscribers: 0, unsubscribed: 0 }),
    )
    expect(await emails('newsletter-subscribers')).toHaveLength(3)

    // Day 31 at 03:00 (the next daily run): the unconfirmed and the unsubscribed are gone.
    logged.mockClear()
    clockAt(new Date('2026-02-10T03:00:30Z'))
    await maintenanceRound()
    expect(await emails('newsletter-subscribers')).toEqual(['confirmed@example.com'])
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ pendingSubscribers: 1, unsubscribed: 1, leads: 0 }),
    )
    expect(await emails('leads')).toHaveLength(3)

    // 24 months and a day after handling: the handled lead and quote go, open ones stay,
    // and the lead handled a year later stays for another year.
    logged.mockClear()
    clockAt(new Date('2028-01-11T03:00:30Z'))
    await maintenanceRound()
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ leads: 1, quoteRequests: 1 }))
    expect(await emails('leads')).toEqual(['late@example.com', 'open@example.com'])
    expect(await notesAndSources('handled@example.com')).toBe(0)
    expect(await notesAndSources('open@example.com')).toBe(1)
    expect(await emails('quote-requests')).toEqual(['open-quote@example.com'])
  })

  it('follows the period set in the site settings', async () => {
    clockAt(new Date('2030-01-01T12:00:00Z'))
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        ...agencyDetails,
        retention: { handledLeadMonths: 6, subscriberDays: 7 },
      },
    })
    const handled = await lead('six-months@example.com')
    await handle('leads', handled.id)
    await subscriber('week@example.com', 'pending')

    clockAt(new Date('2030-01-09T03:00:30Z'))
    await maintenanceRound()
    expect(await emails('newsletter-subscribers')).not.toContain('week@example.com')
    expect(await emails('leads')).toContain('six-months@example.com')

    clockAt(new Date('2030-07-02T03:00:30Z'))
    await maintenanceRound()
    expect(await emails('leads')).not.toContain('six-months@example.com')
  })
})
