import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'

import {
  adminDateFormat,
  adminDutch,
  adminEnglish,
  adminFieldFormats,
} from '@/lib/admin/dateLocales'

// Local time, as the admin shows it in the browser's zone.
const evening = new Date(2026, 10, 26, 20, 41)
const morning = new Date(2026, 4, 3, 7, 5)

describe('admin dates follow the admin language', () => {
  it('Dutch: day, month without full stop, year, 24-hour time, no comma', () => {
    expect(format(evening, adminDateFormat, { locale: adminDutch })).toBe('26 nov 2026 20:41')
    expect(format(morning, adminDateFormat, { locale: adminDutch })).toBe('3 mei 2026 07:05')
    expect(format(new Date(2026, 2, 1, 12), adminDateFormat, { locale: adminDutch })).toBe(
      '1 mrt 2026 12:00',
    )
  })

  it('English: day before month, comma, 24-hour time', () => {
    expect(format(evening, adminDateFormat, { locale: adminEnglish })).toBe('26 Nov 2026, 20:41')
    expect(format(morning, adminDateFormat, { locale: adminEnglish })).toBe('3 May 2026, 07:05')
  })

  it('keeps full month and weekday names Dutch', () => {
    expect(format(evening, 'EEEE d MMMM yyyy', { locale: adminDutch })).toBe(
      'donderdag 26 november 2026',
    )
  })

  it('date-only fields show the date alone, in either language', () => {
    expect(format(evening, adminFieldFormats.dayOnly, { locale: adminDutch })).toBe('26 nov 2026')
    expect(format(evening, adminFieldFormats.dayOnly, { locale: adminEnglish })).toBe('26 Nov 2026')
  })

  it('every Dutch month abbreviation is a plain word', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      format(new Date(2026, month, 1), 'MMM', { locale: adminDutch }),
    )
    expect(months).toEqual([
      'jan',
      'feb',
      'mrt',
      'apr',
      'mei',
      'jun',
      'jul',
      'aug',
      'sep',
      'okt',
      'nov',
      'dec',
    ])
  })
})
