import type { Field } from 'payload'

/** The URL segment of a record: the same in every language (Dutch slugs, spec §2). */
export function slugField(description = 'Deel van de URL, gelijk in elke taal.'): Field {
  return {
    name: 'slug',
    type: 'text',
    label: { nl: 'Slug', en: 'Slug' },
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: unknown) =>
      (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
      'Alleen kleine letters, cijfers en koppeltekens.',
  }
}

/** A sort key for stable previous/next order. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  label: { nl: 'Volgorde', en: 'Order' },
  required: true,
  defaultValue: 0,
  admin: { position: 'sidebar' },
}
