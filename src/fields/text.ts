import type { Field } from 'payload'

/** A localized text or textarea field: the most common field of the globals. */
export function localizedText(name: string, type: 'text' | 'textarea' = 'text'): Field {
  return type === 'text' ? { name, type, localized: true } : { name, type, localized: true }
}
