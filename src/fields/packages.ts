import type { Field } from 'payload'

/** Basic and advanced packages of a digital-marketing service (spec §2). */
export const packagesField: Field = {
  name: 'packages',
  type: 'array',
  maxRows: 2,
  fields: [
    {
      name: 'tier',
      type: 'select',
      required: true,
      options: [
        { label: 'Basic', value: 'basic' },
        { label: 'Advanced', value: 'advanced' },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'price', type: 'text', required: true, localized: true },
    { name: 'leadTime', type: 'text', localized: true },
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'text', type: 'text', required: true, localized: true }],
    },
  ],
}
