import { afterEach, describe, expect, it, vi } from 'vitest'

import { BeaconBuffer } from '@/cms/insight/buffer'
import { addDays, dayOf, dayStart, daysBetween } from '@/lib/insight/days'
import {
  campaignLines,
  perDay,
  ranked,
  slowestPages,
  vitalRows,
  type DayRow,
} from '@/lib/insight/figures'
import { histogramValue, p75 } from '@/lib/insight/percentiles'
import { asksNotToBeTracked, isCrawler, visitorHash } from '@/lib/insight/privacy'
import { visitorInsightEnabled } from '@/lib/insight/settings'

afterEach(() => vi.useRealTimers())

describe('days on the agency clock', () => {
  it('counts a beacon on its Amsterdam day, also across a change of the clocks', () => {
    expect(dayOf(new Date('2026-11-27T22:59:59Z'))).toBe('2026-11-27')
    expect(dayOf(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28')
    expect(dayOf(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01')
    expect(dayOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
    expect(dayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(dayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(dayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })
})

describe('who is counted', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(asksNotToBeTracked(new Headers({ dnt: '1' }))).toBe(true)
    expect(asksNotToBeTracked(new Headers({ 'sec-gpc': '1' }))).toBe(true)
    expect(asksNotToBeTracked(new Headers({ dnt: '0' }))).toBe(false)
    expect(asksNotToBeTracked(new Headers())).toBe(false)
  })

  it('leaves crawlers, Lighthouse and headless browsers out', () => {
    const chrome =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
    expect(isCrawler(chrome)).toBe(false)
    expect(isCrawler(`${chrome} Chrome-Lighthouse`)).toBe(true)
    expect(isCrawler(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(true)
    expect(
      isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toBe(true)
    expect(isCrawler(null)).toBe(true)
  })

  it('hashes a visitor differently each day: the salt changes, the address is not kept', () => {
    const today = visitorHash('salt-a', 'vonk.test', '192.0.2.7', 'UA')
    expect(today).toBe(visitorHash('salt-a', 'vonk.test', '192.0.2.7', 'UA'))
    expect(today).not.toBe(visitorHash('salt-b', 'vonk.test', '192.0.2.7', 'UA'))
    expect(today).not.toBe(visitorHash('salt-a', 'vonk.test', '192.0.2.8', 'UA'))
    expect(today).not.toContain('192.0.2.7')
  })

  it('is switched off by VISITOR_INSIGHT=off', () => {
    expect(visitorInsightEnabled({})).toBe(true)
    expect(visitorInsightEnabled({ VISITOR_INSIGHT: 'off' })).toBe(false)
    expect(visitorInsightEnabled({ VISITOR_INSIGHT: 'FALSE' })).toBe(false)
    expect(visitorInsightEnabled({ VISITOR_INSIGHT: 'on' })).toBe(true)
  })
})

describe('vitals histograms', () => {
  it('keep two significant figures', () => {
    expect([2437, 88.4, 0.1234, 0, 1, 99_999].map(histogramValue)).toEqual([
      2400, 88, 0.12, 0, 1, 100_000,
    ])
  })

  it('give the 75th percentile over buckets and days', () => {
    expect(p75([])).toBeNull()
    expect(
      p75([
        { value: 100, count: 3 },
        { value: 900, count: 1 },
      ]),
    ).toBe(100)
    expect(
      p75([
        { value: 100, count: 2 },
        { value: 900, count: 2 },
      ]),
    ).toBe(900)
    const rows = [
      ...vitalRows('2026-11-26', [
        { path: '/', lcp: 1_000, inp: 50, cls: null, ttfb: null },
        { path: '/', lcp: 1_010, inp: null, cls: null, ttfb: null },
      ]),
      ...vitalRows('2026-11-27', [
        { path: '/', lcp: 4_000, inp: 400, cls: 0.2, ttfb: 100 },
        { path: '/', lcp: 4_100, inp: null, cls: null, ttfb: null },
        { path: '/faq', lcp: 2_000, inp: 120, cls: 0, ttfb: 90 },
      ]),
    ]
    expect(rows.find((row) => row.day === '2026-11-26' && row.metric === 'lcp')).toMatchObject({
      value: 1_000,
      count: 2,
    })
    expect(slowestPages(rows, 'lcp')).toEqual([
      { path: '/', p75: 4_000, samples: 4 },
      { path: '/faq', p75: 2_000, samples: 1 },
    ])
    expect(slowestPages(rows, 'inp', 5, 2)).toEqual([{ path: '/', p75: 400, samples: 2 }])
  })
})

describe('figures over a run of days', () => {
  const rows: DayRow[] = [
    { day: '2026-11-26', dimension: 'total', key: 'all', views: 10, visitors: 4 },
    { day: '2026-11-27', dimension: 'total', key: 'all', views: 6, visitors: 3 },
    { day: '2026-11-26', dimension: 'page', key: '/', views: 7, visitors: 4 },
    { day: '2026-11-27', dimension: 'page', key: '/faq', views: 6, visitors: 3 },
    { day: '2026-11-26', dimension: 'page', key: '/faq', views: 3, visitors: 1 },
    { day: '2026-11-26', dimension: 'campaign', key: 'winter', views: 5, visitors: 2 },
    { day: '2026-11-27', dimension: 'campaign', key: 'winter', views: 2, visitors: 2 },
  ]

  it('list each day, a day without visits as 0', () => {
    expect(perDay(rows, ['2026-11-25', '2026-11-26', '2026-11-27'])).toEqual([
      { day: '2026-11-25', views: 0, visitors: 0 },
      { day: '2026-11-26', views: 10, visitors: 4 },
      { day: '2026-11-27', views: 6, visitors: 3 },
    ])
  })

  it('rank pages by views, summing the days', () => {
    expect(ranked(rows, 'page')).toEqual([
      { key: '/faq', views: 9, visitors: 4 },
      { key: '/', views: 7, visitors: 4 },
    ])
  })

  it('join campaigns to the leads that name them', () => {
    expect(
      campaignLines(
        rows,
        new Map([
          ['winter', 2],
          ['print', 1],
        ]),
      ),
    ).toEqual([
      { campaign: 'winter', visitors: 4, views: 7, leads: 2, rate: 0.5 },
      { campaign: 'print', visitors: 0, views: 0, leads: 1, rate: null },
    ])
  })
})

describe('the beacon buffer', () => {
  it('writes in batches, at the latest after its interval', async () => {
    vi.useFakeTimers()
    const written: number[][] = []
    const buffer = new BeaconBuffer<number>(async (rows) => void written.push(rows), {
      batch: 3,
      intervalMs: 1_000,
      capacity: 10,
    })
    for (const row of [1, 2, 3, 4]) buffer.add(row)
    await vi.advanceTimersByTimeAsync(0)
    expect(written).toEqual([[1, 2, 3]])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(written).toEqual([[1, 2, 3], [4]])
  })

  it('drops past its capacity and when the database fails, and says so', async () => {
    const log = vi.fn()
    const buffer = new BeaconBuffer<number>(
      async () => {
        throw new Error('database is locked\nparams: secret')
      },
      { batch: 100, intervalMs: 60_000, capacity: 2 },
      log,
    )
    expect([buffer.add(1), buffer.add(2), buffer.add(3)]).toEqual([true, true, false])
    await buffer.flush()
    expect(log).toHaveBeenCalledWith('[insight] 3 beacons dropped: database is locked')
    expect(buffer.size).toBe(0)
  })
})
