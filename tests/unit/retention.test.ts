import { describe, expect, it } from 'vitest'

import { defaultRetention, retentionCutoffs, retentionOf } from '@/lib/leads/retention'

describe('retention periods', () => {
  it('counts calendar months back, ending on the last day of a shorter month', () => {
    const now = new Date('2026-03-31T10:00:00Z')
    expect(retentionCutoffs(now, { handledLeadMonths: 1, subscriberDays: 30 }).leads).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    )
    expect(retentionCutoffs(now, { handledLeadMonths: 24, subscriberDays: 30 }).leads).toEqual(
      new Date('2024-03-31T10:00:00Z'),
    )
    expect(retentionCutoffs(now, { handledLeadMonths: 25, subscriberDays: 30 }).leads).toEqual(
      new Date('2024-02-29T10:00:00Z'),
    )
  })

  it('counts whole days back for newsletter addresses', () => {
    const now = new Date('2026-11-25T03:00:00Z')
    expect(retentionCutoffs(now, defaultRetention).subscribers).toEqual(
      new Date('2026-10-26T03:00:00Z'),
    )
  })

  it('takes the settings, and the defaults for anything missing or out of range', () => {
    expect(retentionOf({ handledLeadMonths: 12, subscriberDays: 14 })).toEqual({
      handledLeadMonths: 12,
      subscriberDays: 14,
    })
    expect(retentionOf(undefined)).toEqual(defaultRetention)
    expect(retentionOf({ handledLeadMonths: 0, subscriberDays: 2.5 })).toEqual(defaultRetention)
    expect(retentionOf({ handledLeadMonths: 999, subscriberDays: -1 })).toEqual(defaultRetention)
  })
})
