import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { adminFieldFormats } from '@/lib/admin/dateLocales'

/**
 * How fields read in the admin, applied to every collection and global (payload.config.ts)
 * so that a field added later reads the same without anyone remembering to:
 * - a yes/no field shows as a word in the list ("Ja" / "Nee", "Yes" / "No"), not as
 *   Payload's "waar" / "onwaar";
 * - a date field shows, in lists and in its own input, as a date or a date and time in
 *   the admin language's own layout (src/lib/admin/dateLocales.ts).
 * A field that sets its own cell or display format keeps it.
 */
export const yesNoCell = '/components/admin/YesNoCell#YesNoCell'

export function presentField(field: Field): Field {
  if (field.type === 'checkbox') {
    if (field.admin?.components?.Cell) return field
    return {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell: yesNoCell } },
    }
  }
  if (field.type === 'date') {
    if (field.admin?.date?.displayFormat) return field
    const appearance = field.admin?.date?.pickerAppearance ?? 'default'
    return {
      ...field,
      admin: {
        ...field.admin,
        date: { ...field.admin?.date, displayFormat: adminFieldFormats[appearance] },
      },
    } as Field
  }
  if (field.type === 'tabs') {
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(presentField) })),
    }
  }
  if (field.type === 'blocks') {
    return {
      ...field,
      blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(presentField) })),
    }
  }
  if ('fields' in field && Array.isArray(field.fields)) {
    return { ...field, fields: field.fields.map(presentField) } as Field
  }
  return field
}

export function presented<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: config.fields.map(presentField) }
}
