import type { Field } from 'payload'

/** Search-engine metadata of a record; localized, with the lengths search results show. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
    { name: 'keywords', type: 'text', localized: true },
  ],
}
