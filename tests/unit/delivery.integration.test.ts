import { describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'
import { newLead as createLead } from './support/leads'

/**
 * Two writes to one lead at the same moment: its two emails (notification and
 * confirmation) sent by parallel jobs, or staff moving its status on while an email goes
 * out. Each must keep what the other wrote. On a throwaway database: SQLite, or in
 * `npm run test:postgres` an empty PostgreSQL database of its own, where concurrent
 * transactions really interleave.
 */
startPayload('delivery')
process.env.LEAD_NOTIFY_TO = 'team@vonk.test'

const newLead = (name: string) => createLead(payload, name)

// Enough rounds for the interleaving to happen (it did in most single rounds).
const rounds = 10

describe('delivery status under concurrent writes', () => {
  it("a lead's two emails sent at the same moment both end up recorded as sent", async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    for (let round = 0; round < rounds; round++) {
      const lead = await newLead(`both-${round}`)
      const results = await Promise.all([
        deliverMail(payload, 'lead-notification', String(lead.id)),
        deliverMail(payload, 'lead-confirmation', String(lead.id)),
      ])
      expect(results).toEqual(['sent', 'sent'])
      const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
      // Each email's progress is its own; the lead's updatedAt stays a person's.
      expect(stored.updatedAt, `round ${round}: updatedAt`).toBe(lead.updatedAt)
      for (const delivery of [stored.notification, stored.confirmation]) {
        expect(delivery?.progressAt && delivery.progressAt >= lead.createdAt).toBe(true)
      }
      expect(
        { notification: stored.notification?.status, confirmation: stored.confirmation?.status },
        `round ${round}`,
      ).toEqual({ notification: 'sent', confirmation: 'sent' })
    }
  })

  it('a lead moved on while its email is sent keeps its new status', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    for (let round = 0; round < rounds; round++) {
      const lead = await newLead(`handled-${round}`)
      await Promise.all([
        deliverMail(payload, 'lead-notification', String(lead.id)),
        payload.update({
          collection: 'leads',
          id: lead.id,
          data: { status: 'contacted' },
          depth: 0,
        }),
      ])
      const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
      expect(
        { status: stored.status, notification: stored.notification?.status },
        `round ${round}`,
      ).toEqual({ status: 'contacted', notification: 'sent' })
    }
  })

  it("staff saving a lead with the delivery status their form loaded earlier keep the mailer's", async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const lead = await newLead('stale-form')
    const loaded = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(await deliverMail(payload, 'lead-notification', String(lead.id))).toBe('sent')
    const sales = await payload.create({
      collection: 'users',
      data: { email: 'sales-delivery@vonk.test', password: 'a-long-pass-phrase', roles: ['sales'] },
    })
    // What the admin's form sends on "save": every field as it was loaded, a new status chosen.
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { ...loaded, status: 'won' },
      overrideAccess: false,
      user: { ...sales, collection: 'users' },
      depth: 0,
    })
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect({ status: stored.status, notification: stored.notification?.status }).toEqual({
      status: 'won',
      notification: 'sent',
    })
  })
})
