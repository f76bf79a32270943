import type { Payload, Where } from 'payload'

import { retentionCutoffs, type RetentionPeriods } from '@/lib/leads/retention'

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
