import { isLocale, type Locale } from './locales'

/**
 * Spec §4: the stored language is read from the cookie first, then from browser
 * storage; only supported values count, anything else is ignored.
 */
export function readStoredLocale(sources: {
  cookie: string | null | undefined
  storage: string | null | undefined
}): Locale | null {
  if (isLocale(sources.cookie)) return sources.cookie
  if (isLocale(sources.storage)) return sources.storage
  return null
}

/** Reads one cookie from a `document.cookie` / `Cookie:` header string. */
export function getCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** Crawlers, previews and audit tools get the URL's language, never a detected one. */
const botPattern =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|lighthouse|pagespeed/i

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || botPattern.test(userAgent)
}
