/**
 * The follow-up of a lead or quote request (issue 27): its status, who owns it, notes,
 * and when the status last changed. Pure rules; the collections apply them in a hook
 * (src/fields/leadWorkflow.ts), so the server, not the client, sets authors and times.
 */
export const leadStatuses = ['new', 'contacted', 'proposal', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** Labels in both admin languages (src/payload.config.ts `i18n`) and French for completeness. */
export const leadStatusLabels: Record<LeadStatus, { nl: string; en: string; fr: string }> = {
  new: { nl: 'Nieuw', en: 'New', fr: 'Nouveau' },
  contacted: { nl: 'Contact opgenomen', en: 'Contacted', fr: 'Contacté' },
  proposal: { nl: 'Voorstel verstuurd', en: 'Proposal sent', fr: 'Proposition envoyée' },
  won: { nl: 'Gewonnen', en: 'Won', fr: 'Gagné' },
  lost: { nl: 'Verloren / geen match', en: 'Lost / no match', fr: 'Perdu / pas de suite' },
}

/** Statuses that still ask something of sales (the dashboard's "unhandled"). */
export const openStatuses: readonly LeadStatus[] = ['new']

export type LeadNote = {
  id?: string | null
  text?: string | null
  author?: number | string | { id: number | string } | null
  createdAt?: string | null
}

/**
 * The notes to store, given the stored ones and what a client sent:
 * - a note already stored keeps its text, author and time, whatever the client sent
 *   (notes are a record of what was said; a client cannot rewrite or re-date them);
 * - a stored note the client left out is removed only when `mayRemove` (admins);
 * - a new note (an id not stored) gets the signed-in author and the server's time;
 *   an empty one is dropped.
 */
export function settleNotes(
  stored: readonly LeadNote[] | null | undefined,
  sent: readonly LeadNote[] | null | undefined,
  author: number | string | null,
  now: Date,
  mayRemove: boolean,
): LeadNote[] {
  const before = stored ?? []
  const byId = new Map(before.filter((note) => note.id).map((note) => [note.id, note]))
  const kept = new Set<string>()
  const result: LeadNote[] = []
  for (const note of sent ?? []) {
    const existing = note.id ? byId.get(note.id) : undefined
    if (existing?.id) {
      if (kept.has(existing.id)) continue
      kept.add(existing.id)
      result.push(existing)
      continue
    }
    const text = typeof note.text === 'string' ? note.text.trim() : ''
    if (!text) continue
    result.push({ text, author, createdAt: now.toISOString() })
  }
  if (!mayRemove) {
    // Put back, in their stored order and before the new ones, what the client left out.
    const missing = before.filter((note) => note.id && !kept.has(note.id))
    if (missing.length) {
      const fresh = result.filter((note) => !note.id || !byId.has(note.id))
      return [...before, ...fresh]
    }
  }
  return result
}

/** The time of the last status change: now when it changed (or on creation), else as stored. */
export function statusChangedAt(
  previous: string | null | undefined,
  next: string | null | undefined,
  storedAt: string | null | undefined,
  now: Date,
): string | null {
  if (previous === undefined || (next !== undefined && next !== previous)) return now.toISOString()
  return storedAt ?? null
}
