/**
 * Days as the agency counts them: calendar days in Amsterdam, written `YYYY-MM-DD`
 * (so they sort and compare as text, in SQLite and PostgreSQL alike).
 */
import { agencyTimeZone, zoneOffset } from '@/lib/admin/dashboard'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: agencyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day `at` falls on in Amsterdam. */
export function dayOf(at: Date): string {
  return dayFormat.format(at)
}

/** The day `count` days after (or, negative, before) `day`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The instant the day starts in Amsterdam. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightAsUtc = Date.UTC(year, month - 1, date)
  // The clocks change at 01:00 UTC, after 00:00 UTC: the offset then is midnight's.
  return new Date(midnightAsUtc - zoneOffset(midnightAsUtc, agencyTimeZone))
}

export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value
