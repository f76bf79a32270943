import { describe, expect, it } from 'vitest'

import type { BeaconRow } from '@/cms/insight/rollup'
import { addDays, dayOf } from '@/lib/insight/days'

import { payload, startPayload } from './support/startPayload'

/**
 * Visitor insight's storage on a real throwaway database (SQLite, or in `npm run
 * test:postgres` an empty PostgreSQL database of its own): batches of beacons go in,
 * finished days are rolled up into daily figures and histograms, raw beacons and old
 * salts go out with the retention purge, and the "Bezoekers" report joins campaigns to
 * the leads that name them.
 */
startPayload('insight-db')

const today = dayOf(new Date())
const yesterday = addDays(today, -1)
const longAgo = addDays(today, -9)

function view(day: string, visitor: string, extra: Partial<BeaconRow> = {}): BeaconRow {
  return {
    kind: 'view',
    day,
    visitor,
    path: '/',
    locale: 'nl',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'phone',
    lcp: null,
    inp: null,
    cls: null,
    ttfb: null,
    ...extra,
  }
}

function vitals(day: string, path: string, lcp: number, inp: number | null): BeaconRow {
  return { ...view(day, '', { path }), kind: 'vitals', visitor: null, device: null, lcp, inp }
}

async function rawBeacons() {
  const { docs } = await payload.find({
    collection: 'visitor-beacons',
    pagination: false,
    depth: 0,
    sort: 'id',
  })
  return docs
}

describe('visitor insight on the database', () => {
  it('stores batches, rolls up finished days, purges raw beacons, and reports', async () => {
    const { writeBeacons, purgeVisitorInsight } = await import('@/cms/insight/rollup')
    const { loadVisitorsReport } = await import('@/cms/insight/report')
    const { saltFor } = await import('@/cms/insight/salt')

    // A salt per day, shared through the database; an old one is deleted with the next.
    await payload.create({ collection: 'visitor-salts', data: { day: longAgo, salt: 'old' } })
    const salt = await saltFor(payload, today)
    expect(salt).toMatch(/^[\w-]{43}$/)
    expect(await saltFor(payload, today)).toBe(salt)
    const salts = await payload.find({ collection: 'visitor-salts', depth: 0 })
    expect(salts.docs.map((doc) => doc.day)).toEqual([today])

    await writeBeacons(payload, [
      view(longAgo, 'a'),
      view(yesterday, 'a', { utmCampaign: 'winter', utmSource: 'newsletter' }),
      view(yesterday, 'a', { path: '/faq' }),
      view(yesterday, 'b', {
        referrerHost: 'www.google.com',
        device: 'desktop',
        locale: 'en',
        path: '/en',
      }),
      vitals(yesterday, '/', 3_100, 250),
      vitals(yesterday, '/faq', 1_200, null),
      view(today, 'c', { utmCampaign: 'winter' }),
      view(today, 'd', { utmCampaign: 'winter', path: '/cases' }),
      view(today, 'd', { path: '/faq' }),
      vitals(today, '/faq', 2_600, 90),
    ])
    await payload.create({
      collection: 'leads',
      data: {
        name: 'Winter',
        email: 'winter@example.com',
        subject: 'general',
        message: 'Hallo',
        locale: 'nl',
        clientHash: 'test',
        source: { utmCampaign: 'winter', utmSource: 'newsletter' },
      },
    })

    // The report rolls up yesterday (not rolled up yet) and counts today live.
    const report = await loadVisitorsReport(payload, 7)
    expect(report.days.at(-1)).toEqual({ day: today, views: 3, visitors: 2 })
    expect(report.days.at(-2)).toEqual({ day: yesterday, views: 3, visitors: 2 })
    expect(report.totals).toEqual({ views: 6, visitors: 4 })
    expect(report.pages).toEqual([
      { key: '/', views: 2, visitors: 2 },
      { key: '/faq', views: 2, visitors: 2 },
      { key: '/cases', views: 1, visitors: 1 },
      { key: '/en', views: 1, visitors: 1 },
    ])
    expect(report.referrers).toEqual([{ key: 'www.google.com', views: 1, visitors: 1 }])
    expect(report.campaigns).toEqual([
      { campaign: 'winter', views: 3, visitors: 3, leads: 1, rate: 1 / 3 },
    ])
    expect(report.devices).toEqual([
      { key: 'phone', views: 5, visitors: 3 },
      { key: 'desktop', views: 1, visitors: 1 },
    ])
    expect(report.slowLcp).toEqual([
      { path: '/', p75: 3_100, samples: 1 },
      { path: '/faq', p75: 2_600, samples: 2 },
    ])
    expect(report.slowInp[0]).toEqual({ path: '/', p75: 250, samples: 1 })

    // Rolled up: yesterday's hashes are gone, its figures stay.
    const afterReport = await rawBeacons()
    expect(afterReport.filter((row) => row.day === yesterday && row.visitor)).toEqual([])
    expect(afterReport.filter((row) => row.day === today && row.visitor)).toHaveLength(3)

    // A second look gives the same figures (the stored rollup, not a second count).
    expect((await loadVisitorsReport(payload, 7)).totals).toEqual(report.totals)

    // The purge: raw beacons older than their days go, the rolled-up figures stay.
    const deleted = await purgeVisitorInsight(payload, today)
    expect(deleted).toBe(1)
    const left = await rawBeacons()
    expect(left.map((row) => row.day)).not.toContain(longAgo)
    expect(left.filter((row) => row.day < today && row.visitor)).toEqual([])
    const stored = await payload.find({
      collection: 'visitor-days',
      where: { and: [{ day: { equals: longAgo } }, { dimension: { equals: 'total' } }] },
      depth: 0,
    })
    expect(stored.docs).toMatchObject([{ views: 1, visitors: 1 }])
    const all = await loadVisitorsReport(payload, 30)
    expect(all.totals).toEqual({ views: 7, visitors: 5 })
  })

  it('is part of the nightly retention purge', async () => {
    const { purgePersonalData } = await import('@/cms/leads/purge')
    const { defaultRetention } = await import('@/lib/leads/retention')
    const { writeBeacons } = await import('@/cms/insight/rollup')
    await writeBeacons(payload, [view(addDays(today, -8), 'x')])
    const counts = await purgePersonalData(payload, defaultRetention)
    expect(counts.visitorBeacons).toBe(1)
  })
})
