import 'server-only'

import type { Payload, Where } from 'payload'

import { hasRole } from '@/lib/roles'
import { searchStore } from '@/cms/search/store'
import {
  countBySource,
  listHref,
  weekStart,
  type DashboardData,
  type EditorFigures,
  type LeadCollection,
  type LeadFigures,
  type OutboxFigures,
  type SalesFigures,
  type SearchMissFigures,
} from '@/lib/admin/dashboard'
import { editorialCollections, type EditorialCollection } from '@/lib/editorial'
import { locales, defaultLocale } from '@/lib/i18n/locales'
import { mailKinds } from '@/lib/mail/kinds'
import type { User } from '@/payload-types'

/**
 * The staff dashboard's figures, each from a query at the moment of the visit (no
 * counter that could drift), each with the admin list that shows what it counts.
 * Queried with the Local API's rights; the dashboard shows each part only to the roles
 * that may open what it links to.
 */

const leadCollections: LeadCollection[] = ['leads', 'quote-requests']

/** Where the dashboard keeps an account's previous visit: Payload's own preferences. */
const lastVisitKey = 'dashboard-last-visit'

/**
 * The account's previous visit to the dashboard, and this visit recorded as the next
 * one's. A first visit counts from the account's creation.
 */
export async function takeLastVisit(payload: Payload, user: User, now: Date): Promise<string> {
  const where: Where = {
    and: [
      { key: { equals: lastVisitKey } },
      { 'user.relationTo': { equals: 'users' } },
      { 'user.value': { equals: user.id } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
  })
  const stored = docs[0]
  const previous = typeof stored?.value === 'string' ? stored.value : user.createdAt
  // As Payload's own preferences endpoint writes a preference (one row per user and key).
  await payload.db.upsert({
    collection: 'payload-preferences',
    data: {
      key: lastVisitKey,
      user: { relationTo: 'users', value: user.id },
      value: now.toISOString(),
    },
    where,
  })
  return previous
}

async function count(payload: Payload, collection: LeadCollection, where: Where) {
  return (await payload.count({ collection, where })).totalDocs
}

async function leadFigures(
  payload: Payload,
  collection: LeadCollection,
  since: string,
  week: string,
): Promise<LeadFigures> {
  const sinceWhere = { createdAt: { greater_than: since } }
  const weekWhere = { createdAt: { greater_than_equal: week } }
  const openWhere = { status: { equals: 'new' } }
  const { docs } = await payload.find({
    collection,
    where: openWhere,
    sort: 'createdAt',
    limit: 1,
    depth: 0,
  })
  const oldest = docs[0] as
    { id: number; createdAt: string; email: string; name?: string } | undefined
  return {
    collection,
    sinceLastVisit: {
      count: await count(payload, collection, sinceWhere),
      href: listHref(collection, { createdAt: { greater_than: since } }),
    },
    thisWeek: {
      count: await count(payload, collection, weekWhere),
      href: listHref(collection, { createdAt: { greater_than_equal: week } }),
    },
    open: {
      count: await count(payload, collection, openWhere),
      href: listHref(collection, { status: { equals: 'new' } }, { sort: 'createdAt' }),
    },
    oldestOpen: oldest
      ? {
          id: oldest.id,
          createdAt: oldest.createdAt,
          title: oldest.name ?? oldest.email,
          href: `/admin/collections/${collection}/${oldest.id}`,
        }
      : null,
  }
}

export async function salesFigures(
  payload: Payload,
  lastVisit: string,
  now: Date,
): Promise<SalesFigures> {
  const week = weekStart(now).toISOString()
  const collections = await Promise.all(
    leadCollections.map((collection) => leadFigures(payload, collection, lastVisit, week)),
  )
  const sources = []
  for (const collection of leadCollections) {
    const { docs } = await payload.find({
      collection,
      where: { createdAt: { greater_than_equal: week } },
      select: { source: true },
      pagination: false,
      depth: 0,
    })
    for (const counted of countBySource(docs)) {
      const where = { and: [{ createdAt: { greater_than_equal: week } }, counted.where] }
      sources.push({ ...counted, collection, href: listHref(collection, where) })
    }
  }
  return { lastVisit, collections, sources }
}

/** The field each collection is named by, to tell whether a language has its own text. */
const translatedField: Record<EditorialCollection, string> = {
  'case-studies': 'header.title',
  'blog-posts': 'title',
  services: 'title',
  'digital-marketing-services': 'title',
  pages: 'title',
  faqs: 'question',
}

export async function editorFigures(payload: Payload): Promise<EditorFigures> {
  const drafts = []
  const missing = []
  for (const collection of editorialCollections) {
    // The newest version is a draft: unpublished changes (or never published at all).
    const { totalDocs } = await payload.countVersions({
      collection,
      where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
    })
    drafts.push({
      collection,
      count: totalDocs,
      href: listHref(collection, { _status: { equals: 'draft' } }),
    })
    for (const locale of locales.filter((code) => code !== defaultLocale)) {
      const field = translatedField[collection]
      const untranslated = { or: [{ [field]: { exists: false } }, { [field]: { equals: '' } }] }
      const { totalDocs: count } = await payload.count({
        collection,
        locale,
        where: untranslated,
      })
      missing.push({
        collection,
        locale,
        count,
        href: listHref(
          collection,
          { or: [{ [field]: { exists: 'false' } }, { [field]: { equals: '' } }] },
          { locale },
        ),
      })
    }
  }
  const { docs, totalDocs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 5,
    depth: 0,
  })
  const items = docs.flatMap((job) => {
    const input = (job.input ?? {}) as {
      type?: string
      doc?: { relationTo?: string; value?: number | string }
      global?: string
    }
    const collection = input.doc?.relationTo ?? input.global ?? ''
    const href = input.doc
      ? `/admin/collections/${input.doc.relationTo}/${input.doc.value}`
      : `/admin/globals/${input.global}`
    if (!collection || !job.waitUntil) return []
    const type = input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const)
    return [{ type, at: job.waitUntil, href, collection }]
  })
  return { drafts, scheduled: { count: totalDocs, items }, missing }
}

/** The outbox: the delivery status kept on each record (src/fields/delivery.ts). */
export async function outboxFigures(payload: Payload): Promise<OutboxFigures> {
  const waiting = []
  const failed = []
  let failingSince: string | null = null
  let latest: { at: string; message: string; href: string } | null = null
  for (const { collection, field } of Object.values(mailKinds)) {
    const waitingWhere: Where = { [`${field}.status`]: { in: ['queued', 'sending'] } }
    const failedWhere: Where = { [`${field}.status`]: { equals: 'failed' } }
    waiting.push({
      collection,
      field,
      count: (await payload.count({ collection, where: waitingWhere })).totalDocs,
      href: listHref(collection, { [`${field}.status`]: { in: 'queued,sending' } }),
    })
    const failedHref = listHref(collection, { [`${field}.status`]: { equals: 'failed' } })
    failed.push({
      collection,
      field,
      count: (await payload.count({ collection, where: failedWhere })).totalDocs,
      href: failedHref,
    })
    // The oldest failure still failing says since when; the newest says what is wrong now.
    const oldest = await payload.find({
      collection,
      where: failedWhere,
      sort: 'createdAt',
      limit: 1,
      depth: 0,
    })
    // Its delivery's own time: the record's updatedAt is staff's last edit (src/fields/delivery.ts).
    const newest = await payload.find({
      collection,
      where: failedWhere,
      sort: `-${field}.progressAt`,
      limit: 1,
      depth: 0,
    })
    const first = oldest.docs[0] as Record<string, unknown> | undefined
    const last = newest.docs[0] as Record<string, unknown> | undefined
    if (!first || !last) continue
    const delivery = (last[field] ?? {}) as {
      lastError?: string | null
      progressAt?: string | null
    }
    const since = String(first.createdAt)
    if (!failingSince || since < failingSince) failingSince = since
    const at = delivery.progressAt ?? String(last.createdAt)
    if (!latest || at > latest.at) {
      latest = { at, message: delivery.lastError ?? '', href: failedHref }
    }
  }
  const lastError =
    latest && failingSince
      ? { message: latest.message, since: failingSince, href: latest.href }
      : null
  return { waiting, failed, lastError }
}

/** Searches that found nothing since Monday, most asked first (src/cms/search). */
export async function searchMissFigures(payload: Payload, now: Date): Promise<SearchMissFigures> {
  const store = await searchStore(payload)
  return { items: await store.misses(weekStart(now), 25) }
}

/** What this account's roles ask of it: sales, editors, admins (all, plus the outbox). */
export async function dashboardData(payload: Payload, user: User): Promise<DashboardData> {
  const now = new Date()
  const followsLeads = hasRole(user, 'admin', 'sales')
  const editsContent = hasRole(user, 'admin', 'editor')
  const lastVisit = await takeLastVisit(payload, user, now)
  return {
    sales: followsLeads ? await salesFigures(payload, lastVisit, now) : null,
    editor: editsContent ? await editorFigures(payload) : null,
    outbox: hasRole(user, 'admin') ? await outboxFigures(payload) : null,
    // What visitors look for and miss is for the people who write the content.
    searches: editsContent ? await searchMissFigures(payload, now) : null,
  }
}
