import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookie, locales } from '@/lib/i18n/locales'

/**
 * URL shape only: Dutch unprefixed, English and French prefixed. The language
 * preference (cookie, storage, detection) is handled by `src/proxy.ts` and the
 * `LocalePreference` island, not by next-intl's middleware, so that no request
 * is rewritten through the bound host (see README, "Hosting").
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: { name: localeCookie.name, maxAge: localeCookie.maxAgeSeconds },
})
