import type { Payload, Where } from 'payload'

/**
 * How long personal data is kept (AVG/GDPR storage limitation), set in the site
 * settings and stated on the privacy page. A daily job deletes what is older.
 */
export type RetentionPeriods = {
  /** Handled leads and quote requests, counted from their last change (being marked handled). */
  handledLeadMonths: number
  /** Unconfirmed sign-ups from the sign-up, unsubscribed addresses from the unsubscribe. */
  subscriberDays: number
}

export const defaultRetention: RetentionPeriods = { handledLeadMonths: 24, subscriberDays: 30 }

export const retentionLimits = {
  handledLeadMonths: { min: 1, max: 120 },
  subscriberDays: { min: 1, max: 365 },
} as const

/** The settings' periods, with the defaults for anything missing or out of range. */
export function retentionOf(settings: Partial<RetentionPeriods> | null | undefined) {
  const pick = (key: keyof RetentionPeriods) => {
    const value = settings?.[key]
    const { min, max } = retentionLimits[key]
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : defaultRetention[key]
  }
  return { handledLeadMonths: pick('handledLeadMonths'), subscriberDays: pick('subscriberDays') }
}

/** The moments before which data is due: calendar months back, and whole days back. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods) {
  const leads = new Date(now)
  const day = leads.getUTCDate()
  leads.setUTCDate(1)
  leads.setUTCMonth(leads.getUTCMonth() - periods.handledLeadMonths)
  // 31 March minus one month is 28/29 February, not 3 March.
  const lastDay = new Date(
    Date.UTC(leads.getUTCFullYear(), leads.getUTCMonth() + 1, 0),
  ).getUTCDate()
  leads.setUTCDate(Math.min(day, lastDay))
  const subscribers = new Date(now.getTime() - periods.subscriberDays * 24 * 60 * 60 * 1000)
  return { leads, subscribers }
}

export type PurgeCounts = {
  leads: number
  quoteRequests: number
  pendingSubscribers: number
  unsubscribed: number
}

/** Deletes every record whose period has passed at `now`; returns how many of each. */
export async function purgePersonalData(
  payload: Payload,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<PurgeCounts> {
  const cutoff = retentionCutoffs(now, periods)
  const handledBefore: Where = {
    and: [{ handled: { equals: true } }, { updatedAt: { less_than: cutoff.leads.toISOString() } }],
  }
  const before = cutoff.subscribers.toISOString()
  return {
    leads: await remove(payload, 'leads', handledBefore),
    quoteRequests: await remove(payload, 'quote-requests', handledBefore),
    pendingSubscribers: await remove(payload, 'newsletter-subscribers', {
      and: [{ status: { equals: 'pending' } }, { updatedAt: { less_than: before } }],
    }),
    unsubscribed: await remove(payload, 'newsletter-subscribers', {
      and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than: before } }],
    }),
  }
}

async function remove(
  payload: Payload,
  collection: 'leads' | 'quote-requests' | 'newsletter-subscribers',
  where: Where,
): Promise<number> {
  const { docs, errors } = await payload.delete({ collection, where, depth: 0 })
  if (errors.length > 0) {
    throw new Error(`[retention] ${errors.length} ${collection} could not be deleted`)
  }
  return docs.length
}
