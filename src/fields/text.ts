import type { Field } from 'payload'

/** A field label in both admin languages (src/payload.config.ts `i18n`). */
export type AdminLabel = { nl: string; en: string }

/** A localized text or textarea field: the most common field of the schema. */
export function localizedText(
  name: string,
  label: AdminLabel,
  { type = 'text', required }: { type?: 'text' | 'textarea'; required?: true } = {},
): Field {
  const common = { name, label, localized: true, ...(required ? { required } : {}) } as const
  // Two literals: Payload's Field union needs the type narrowed to one member.
  return type === 'text' ? { ...common, type } : { ...common, type }
}
