import type { Locale } from './locales'

type Logger = (message: string, error?: unknown) => void

export type DetectionInput = {
  /** Resolves the visitor's ISO country code; rejects or returns null when unknown. */
  lookupCountry: () => Promise<string | null>
  /** The browser's IANA time zone; throws or returns undefined when unknown. */
  timeZone: () => string | undefined
  log: Logger
}

/**
 * Spec §4 optional detection: the IP lookup decides (NL → nl, any other country → en);
 * when it fails the time zone decides (Europe/Amsterdam → nl); when both fail, en.
 * Failures are only logged.
 */
export async function detectLocale({
  lookupCountry,
  timeZone,
  log,
}: DetectionInput): Promise<Locale> {
  try {
    const country = await lookupCountry()
    if (typeof country === 'string' && /^[a-z]{2}$/i.test(country)) {
      return country.toUpperCase() === 'NL' ? 'nl' : 'en'
    }
    log('Language detection: the IP lookup returned no country code')
  } catch (error) {
    log('Language detection: the IP lookup failed', error)
  }
  try {
    const zone = timeZone()
    if (zone) return zone === 'Europe/Amsterdam' ? 'nl' : 'en'
    log('Language detection: no time zone available')
  } catch (error) {
    log('Language detection: reading the time zone failed', error)
  }
  return 'en'
}

/** Reads the country code from an IP-lookup JSON answer (`country_code`, `countryCode` or `country`). */
export function countryFromLookup(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null
  const record = json as Record<string, unknown>
  for (const key of ['country_code', 'countryCode', 'country']) {
    const value = record[key]
    if (typeof value === 'string' && /^[a-z]{2}$/i.test(value)) return value
  }
  return null
}
