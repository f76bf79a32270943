/** The one list of languages; routing, Payload localization, sitemap and the switch derive from it. */
export const locales = ['nl', 'en', 'fr'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'nl'
/** Missing catalogue keys fall back to this language before the key itself (spec §4). */
export const fallbackLocale: Locale = 'en'

export const localeNames: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
}

/** The language cookie of spec §4: read first, lives 365 days. */
export const localeCookie = { name: 'NEXT_LOCALE', maxAgeSeconds: 365 * 24 * 60 * 60 } as const
/** The browser-storage key read when there is no cookie. */
export const localeStorageKey = 'locale'
/** Query parameter the language links carry so the switch also works without JavaScript. */
export const localeSwitchParam = 'switch-locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `/over-ons` → `/en/over-ons` for English, unchanged for Dutch (which is unprefixed). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Splits a URL path into its locale (prefix or default) and the locale-free rest. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/')
  if (isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}`, prefixed: true }
  }
  return { locale: defaultLocale, path: pathname || '/', prefixed: false }
}
