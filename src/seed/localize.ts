import { locales, type Locale } from '@/lib/i18n/locales'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Row = { id?: unknown; [key: string]: unknown }

/** `{ nl, en, fr }` with nothing else: a value given per language. */
export function isLocaleMap(value: unknown): value is Record<Locale, Json> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale))
}

/**
 * The data to save for one language: every `{ nl, en, fr }` becomes its value for
 * `locale`. Rows of arrays shared by all languages keep the ids of the saved
 * document, so saving English texts fills the same rows instead of replacing them.
 */
export function localize(value: unknown, locale: Locale, saved?: unknown): unknown {
  if (isLocaleMap(value)) return value[locale]
  if (Array.isArray(value)) {
    const savedRows = Array.isArray(saved) ? (saved as Row[]) : []
    return value.map((item, index) => {
      const localized = localize(item, locale, savedRows[index])
      const id = savedRows[index]?.id
      return id !== undefined && isPlainObject(localized) ? { ...localized, id } : localized
    })
  }
  if (isPlainObject(value)) {
    const savedObject = isPlainObject(saved) ? saved : {}
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale, savedObject[key])]),
    )
  }
  return value
}

/** Applies `fn` to the value of every language of a `{ nl, en, fr }` (or to a plain value). */
export function mapLocales<T, U>(value: Record<Locale, T> | undefined, fn: (item: T) => U) {
  if (!value) return undefined
  return Object.fromEntries(locales.map((locale) => [locale, fn(value[locale])])) as Record<
    Locale,
    U
  >
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
