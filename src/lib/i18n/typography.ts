import type { Locale } from './locales'

/*
 * French sets a space before ; : ! ? and inside « ». Translators and editors type an
 * ordinary space there, which lets a line break leave the mark alone at the start of
 * the next line ("Un projet en tête" / "?"); and they type the apostrophe straight or
 * curly as their keyboard gives it. French text is therefore set where it is read:
 * the stored text stays as typed, and text already in a database is covered without a
 * migration.
 */

const NARROW_NO_BREAK_SPACE = '\u202F'
const NO_BREAK_SPACE = '\u00A0'
// Ordinary, no-break and narrow no-break space: setting the text twice changes nothing.
const SPACES = '[ \\u00A0\\u202F]+'

const BEFORE_MARK = new RegExp(`${SPACES}([;!?»])`, 'g')
const BEFORE_COLON = new RegExp(`${SPACES}:`, 'g')
const AFTER_OPENING_QUOTE = new RegExp(`«${SPACES}`, 'g')
// A straight apostrophe after a letter: l'équipe, aujourd'hui, and "l'" at the end of
// a text run followed by a bold or linked word. (’ is also the closing single quote.)
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'/gu

/**
 * A narrow no-break space before ; ! ? » and after «, a no-break space before :, and
 * the typographic apostrophe (’) that the catalogue already uses.
 */
export function setFrenchTypography(text: string): string {
  return text
    .replace(BEFORE_MARK, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(BEFORE_COLON, `${NO_BREAK_SPACE}:`)
    .replace(AFTER_OPENING_QUOTE, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(STRAIGHT_APOSTROPHE, '’')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function mapStrings(value: unknown, set: (text: string) => string): unknown {
  if (typeof value === 'string') return set(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, set))
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapStrings(item, set)]),
  )
}

/**
 * Every string in `value` (a CMS document, a message catalogue) set by the rules of
 * `locale`; a copy for French, `value` itself for the other languages. Keys, and
 * values that are not plain data, are left as they are.
 */
export function typeset<T>(locale: Locale, value: T): T {
  return locale === 'fr' ? (mapStrings(value, setFrenchTypography) as T) : value
}
