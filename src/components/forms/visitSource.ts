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
    sessionStorage[storageKey] ??= JSON.stringify(visitStart(location.href, document.referrer))
  } catch {
    // No storage: nothing to remember.
  }
}

/**
 * The remembered start, as form fields for a post. Whatever the storage holds, the
 * server checks each value and drops what is not a source field (src/lib/leads/source.ts).
 */
export function visitSourceFields(): Record<string, unknown> {
  try {
    return { ...JSON.parse(sessionStorage[storageKey] ?? '{}') }
  } catch {
    return {}
  }
}
