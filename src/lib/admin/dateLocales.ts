/**
 * How the admin writes dates and times: Dutch staff read `26 nov 2026 20:41`, English
 * staff `26 Nov 2026, 20:41`. Payload formats every date of its admin (lists, the edit
 * view's "last modified", version history, the schedule drawer, filters) with date-fns,
 * through one pattern (`admin.dateFormat`) and the date-fns locale of the admin
 * language, which it imports by name (`date-fns/locale/nl`, `date-fns/locale/en-US`).
 * The pattern `PPp` is "medium date with short time" in the locale's own words, so the
 * language decides the layout; these two locales decide what that layout is. The build
 * resolves those two names to the locales below (next.config.ts, `resolveAlias`), for
 * the admin's server and browser code alike; the public site does not use date-fns.
 */
import type { Locale } from 'date-fns'
// The index, not `date-fns/locale/nl`: that name is the one the build points here.
import { enGB, nl } from 'date-fns/locale'

/** Medium date plus short time, in the admin language's own layout. */
export const adminDateFormat = 'PPp'

/** Date fields by their picker: a date alone, a time alone, or both. */
export const adminFieldFormats = {
  default: 'PP',
  dayOnly: 'PP',
  dayAndTime: 'PPp',
  timeOnly: 'p',
  monthOnly: 'MMMM yyyy',
} as const

/** Dutch month abbreviations as current Dutch (CLDR) writes them: without a full stop. */
const dutchMonths = [
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
]

type FormatLong = Locale['formatLong'] & object
type Options = Parameters<FormatLong['dateTime']>[0]
const byWidth =
  (formats: Record<string, string>, fallback: FormatLong['dateTime']) => (options: Options) =>
    (options?.width && formats[options.width]) || fallback(options)

// date-fns's own locales have every part; its type makes them optional for partial ones.
const dutch = nl as Required<Locale>

/** Dutch: `26 nov 2026 20:41` (24-hour clock, no comma between date and time). */
export const adminDutch: Locale = {
  ...nl,
  localize: {
    ...dutch.localize,
    month: (month, options) =>
      (options?.width === 'abbreviated' && dutchMonths[month]) ||
      dutch.localize.month(month, options),
  },
  formatLong: {
    ...dutch.formatLong,
    dateTime: byWidth(
      { medium: '{{date}} {{time}}', short: '{{date}} {{time}}' },
      dutch.formatLong.dateTime,
    ),
  },
}

/**
 * English: `26 Nov 2026, 20:41`, day before month and a 24-hour clock, as British
 * English writes it (the agency works in Europe); Payload offers only US English.
 */
export const adminEnglish: Locale = enGB
