import type { Payload, Where } from 'payload'

import { purgeVisitorInsight } from '@/cms/insight/rollup'
import { searchStore } from '@/cms/search/store'
import { dayOf } from '@/lib/insight/days'
import type { PersonalCollection } from '@/lib/leads/personalData'
import { retentionCutoffs, type RetentionPeriods } from '@/lib/leads/retention'
import { outboxMails, removeMails, type OutboxMail } from '@/lib/mail/outboxFiles'
import { outboxDir } from '@/lib/mail/transport'
import { missCutoff } from '@/lib/search/misses'

export type PurgeCounts = {
  leads: number
  quoteRequests: number
  pendingSubscribers: number
  unsubscribed: number
  /** Emails in the outbox (no SMTP) removed: see purgeOutbox. */
  mails: number
  /** Site searches without results older than 90 days (src/lib/search/misses.ts). */
  searchMisses: number
  /** Raw visitor-insight beacons past their 7 days (src/cms/insight/rollup.ts). */
  visitorBeacons: number
}

/**
 * Deletes every record whose period has passed at `now`, then the outbox's emails
 * that outlived their record, then visitor insight's raw beacons past their 7 days;
 * returns how many of each.
 */
export async function purgePersonalData(
  payload: Payload,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<PurgeCounts> {
  const cutoff = retentionCutoffs(now, periods)
  // Followed up (any status past "new"), counted from the last change: the record goes
  // whole, with its notes and its source (src/fields/leadWorkflow.ts, src/fields/source.ts).
  const handledBefore: Where = {
    and: [
      { status: { not_equals: 'new' } },
      { updatedAt: { less_than: cutoff.leads.toISOString() } },
    ],
  }
  const before = cutoff.subscribers.toISOString()
  const records = {
    leads: await remove(payload, 'leads', handledBefore),
    quoteRequests: await remove(payload, 'quote-requests', handledBefore),
    pendingSubscribers: await remove(payload, 'newsletter-subscribers', {
      and: [{ status: { equals: 'pending' } }, { updatedAt: { less_than: before } }],
    }),
    unsubscribed: await remove(payload, 'newsletter-subscribers', {
      and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than: before } }],
    }),
  }
  const mails = await purgeOutbox(payload, cutoff.subscribers)
  const searchMisses = await (await searchStore(payload)).purgeMisses(missCutoff(now))
  // Finished days are rolled up into daily figures first; what goes is raw beacons only.
  const visitorBeacons = await purgeVisitorInsight(payload, dayOf(now))
  return { ...records, mails, searchMisses, visitorBeacons }
}

/**
 * The outbox keeps an email as long as its record, whatever removed the record (this
 * purge, an erasure, staff deleting it): an email whose record is gone is removed. An
 * email of no record (Payload's own, such as a password reset, or one written before
 * emails were named after their record) is kept for the shorter period, the subscribers'
 * (30 days by default), counted from when it was written.
 */
export async function purgeOutbox(payload: Payload, noRecordBefore: Date): Promise<number> {
  const mails = outboxMails(outboxDir())
  const due = mails.filter((mail) => !mail.about && mail.time < noRecordBefore.getTime())
  const byCollection = new Map<PersonalCollection, OutboxMail[]>()
  for (const mail of mails) {
    if (!mail.about) continue
    const ofCollection = byCollection.get(mail.about.collection) ?? []
    ofCollection.push(mail)
    byCollection.set(mail.about.collection, ofCollection)
  }
  for (const [collection, ofCollection] of byCollection) {
    const ids = ofCollection.map((mail) => mail.about?.id ?? '')
    const kept = await existingIds(payload, collection, ids)
    due.push(...ofCollection.filter((mail) => !kept.has(mail.about?.id ?? '')))
  }
  return removeMails(due)
}

/** Which of these ids still have a record, asked in batches. */
async function existingIds(payload: Payload, collection: PersonalCollection, ids: string[]) {
  const unique = [...new Set(ids)]
  const found = new Set<string>()
  for (let start = 0; start < unique.length; start += 500) {
    const { docs } = await payload.find({
      collection,
      where: { id: { in: unique.slice(start, start + 500).map(Number) } },
      pagination: false,
      depth: 0,
      select: {},
    })
    for (const doc of docs) found.add(String(doc.id))
  }
  return found
}

async function remove(
  payload: Payload,
  collection: PersonalCollection,
  where: Where,
): Promise<number> {
  const { docs, errors } = await payload.delete({ collection, where, depth: 0 })
  if (errors.length > 0) {
    throw new Error(`[retention] ${errors.length} ${collection} could not be deleted`)
  }
  return docs.length
}
