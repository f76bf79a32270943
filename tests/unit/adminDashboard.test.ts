import { describe, expect, it } from 'vitest'

import { countBySource, listHref, weekStart } from '@/lib/admin/dashboard'
import { staffDateTime } from '@/lib/admin/dashboardTexts'
import { csvValue, toCsv } from '@/lib/leads/csv'

describe('the week the dashboard counts', () => {
  it('starts on Monday at midnight in Amsterdam, winter and summer', () => {
    // Thursday 26 November 2026 (CET, UTC+1): Monday 23 November 00:00 CET.
    expect(weekStart(new Date('2026-11-26T20:41:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    )
    // Sunday 23:30 CEST is still the week that began on Monday 6 July 2026 (UTC+2).
    expect(weekStart(new Date('2026-07-12T21:30:00Z')).toISOString()).toBe(
      '2026-07-05T22:00:00.000Z',
    )
    // Monday 00:30 in Amsterdam is Sunday 23:30 UTC: already the new week.
    expect(weekStart(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    )
  })
})

describe('links to filtered lists', () => {
  it('writes the filter as Payload’s admin reads it from the URL, encoded', () => {
    expect(listHref('leads', { status: { equals: 'new' } }, { sort: 'createdAt' })).toBe(
      '/admin/collections/leads?sort=createdAt&where%5Bstatus%5D%5Bequals%5D=new',
    )
    expect(
      decodeURIComponent(
        listHref('leads', {
          and: [
            { createdAt: { greater_than_equal: 'T' } },
            { 'source.utmSource': { equals: 'a&b' } },
          ],
        }),
      ),
    ).toBe(
      '/admin/collections/leads?where[and][0][createdAt][greater_than_equal]=T&where[and][1][source.utmSource][equals]=a&b',
    )
    expect(listHref('leads', { x: { equals: 'a&b=c' } })).toContain('a%26b%3Dc')
  })
})

describe('leads per source', () => {
  it('counts by campaign source, else referring host, else direct, most first', () => {
    const counted = countBySource([
      { source: { utmSource: 'nieuwsbrief', referrerHost: 'mail.example' } },
      { source: { utmSource: 'nieuwsbrief' } },
      { source: { referrerHost: 'www.google.com' } },
      { source: null },
      {},
    ])
    expect(counted.map(({ label, count }) => [label, count])).toEqual([
      ['direct', 2],
      ['nieuwsbrief', 2],
      ['www.google.com', 1],
    ])
    expect(counted[2]?.where).toEqual({
      and: [
        { 'source.utmSource': { exists: 'false' } },
        { 'source.referrerHost': { equals: 'www.google.com' } },
      ],
    })
  })
})

describe('dates for staff', () => {
  it('reads Dutch and English as staff write them, on Amsterdam time', () => {
    expect(staffDateTime('2026-11-26T19:41:00Z', 'nl')).toBe('26 nov 2026 20:41')
    expect(staffDateTime('2026-11-26T19:41:00Z', 'en')).toBe('26 Nov 2026, 20:41')
  })
})

describe('the CSV export of leads', () => {
  it('reads groups, names owners and note authors by email, and keeps formulas text', () => {
    const row = {
      owner: { id: 2, email: 'sales@vonk.test' },
      source: { utmSource: 'nieuwsbrief', landingPage: '/' },
      notes: [
        { text: '=HYPERLINK("x")', author: { id: 2, email: 'sales@vonk.test' }, createdAt: 'T1' },
        { text: 'Gewonnen', author: 3, createdAt: 'T2' },
      ],
    }
    expect(csvValue(row, 'owner')).toBe('sales@vonk.test')
    expect(csvValue(row, 'source.utmSource')).toBe('nieuwsbrief')
    expect(csvValue(row, 'source.referrerHost')).toBeUndefined()
    expect(csvValue(row, 'notes')).toBe('T1 sales@vonk.test: =HYPERLINK("x") | T2 3: Gewonnen')
    const csv = toCsv(['source.utmMedium'], [{ source: { utmMedium: '=1+1' } }])
    expect(csv).toContain("'=1+1")
  })
})
