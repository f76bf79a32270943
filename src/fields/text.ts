import type { Field } from 'payload'

/** A field label in both admin languages (src/payload.config.ts `i18n`). */
export type AdminLabel = { nl: string; en: string }

/** A localized text or textarea field: the most common field of the globals. */
export function localizedText(
  name: string,
  label: AdminLabel,
  type: 'text' | 'textarea' = 'text',
): Field {
  return type === 'text'
    ? { name, type, label, localized: true }
    : { name, type, label, localized: true }
}
