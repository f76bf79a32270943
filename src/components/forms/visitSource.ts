import { visitStart } from '@/lib/leads/visitStart'

/** The tab's own storage: gone when the tab closes, never sent by the browser by itself. */
const storageKey = 'visit-source'

/**
 * Remembers where this visit started, once per tab session (the layout's client
 * component calls it on every full page load; later loads keep the first). Without
 * storage (private modes, blocked) nothing is kept and forms send the page alone.
 */
export function rememberVisitStart(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return
    const start = visitStart(window.location.href, document.referrer)
    sessionStorage.setItem(storageKey, JSON.stringify(start))
  } catch {
    // No storage: nothing to remember.
  }
}

/** The remembered start, as form fields for a post (the server checks each value). */
export function visitSourceFields(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')
    if (!stored || typeof stored !== 'object') return {}
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}
