import { localeCookie, localeStorageKey, type Locale } from './locales'
import { getCookie, readStoredLocale } from './preference'

/*
 * Browser side of the language preference (spec §4). Storage can be blocked
 * (privacy modes): a failure there must never break the page.
 */

export function readBrowserPreference(): Locale | null {
  return readStoredLocale({
    cookie: getCookie(document.cookie, localeCookie.name),
    storage: safeStorage(() => localStorage.getItem(localeStorageKey)),
  })
}

/** Stores a choice in the 365-day cookie and in localStorage (which notifies other tabs). */
export function storeBrowserPreference(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; Max-Age=${localeCookie.maxAgeSeconds}; Path=/; SameSite=Lax`
  safeStorage(() => localStorage.setItem(localeStorageKey, locale))
}

function safeStorage<T>(action: () => T): T | null {
  try {
    return action()
  } catch {
    return null
  }
}
