import { countryFromLookup, detectLocale } from '@/lib/i18n/detection'
import type { Locale } from '@/lib/i18n/locales'
import { isBot } from '@/lib/i18n/preference'

export type DetectionSettings = { enabled: boolean; lookupUrl: string | null }

/**
 * The optional language detection (spec §4), for a visitor with no stored language.
 * Its own chunk, fetched only then (LocalePreference.tsx): returning visitors and every
 * later page of a visit never load it.
 */
export async function detectBrowserLocale(settings: DetectionSettings): Promise<Locale | null> {
  if (!settings.enabled || isBot(navigator.userAgent)) return null
  return detectLocale({
    lookupCountry: async () => {
      if (!settings.lookupUrl) throw new Error('no lookup URL configured')
      const lookup = await fetch(settings.lookupUrl, { cache: 'no-store' })
      if (!lookup.ok) throw new Error(`lookup answered ${lookup.status}`)
      return countryFromLookup(await lookup.json())
    },
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    log: (message, error) => console.warn(message, error ?? ''),
  })
}
