import type { Field } from 'payload'

/** Basic and advanced packages of a digital-marketing service (spec §2). */
export const packagesField: Field = {
  name: 'packages',
  type: 'array',
  label: { nl: 'Pakketten', en: 'Packages' },
  labels: {
    singular: { nl: 'Pakket', en: 'Package' },
    plural: { nl: 'Pakketten', en: 'Packages' },
  },
  maxRows: 2,
  fields: [
    {
      name: 'tier',
      type: 'select',
      label: { nl: 'Niveau', en: 'Tier' },
      required: true,
      options: [
        { label: 'Basic', value: 'basic' },
        { label: 'Advanced', value: 'advanced' },
      ],
    },
    {
      name: 'name',
      type: 'text',
      label: { nl: 'Naam', en: 'Name' },
      required: true,
      localized: true,
    },
    {
      name: 'price',
      type: 'text',
      label: { nl: 'Prijs', en: 'Price' },
      required: true,
      localized: true,
    },
    {
      name: 'leadTime',
      type: 'text',
      label: { nl: 'Doorlooptijd', en: 'Lead time' },
      localized: true,
    },
    {
      name: 'features',
      type: 'array',
      label: { nl: 'Onderdelen', en: 'Features' },
      labels: {
        singular: { nl: 'Onderdeel', en: 'Feature' },
        plural: { nl: 'Onderdelen', en: 'Features' },
      },
      fields: [
        {
          name: 'text',
          type: 'text',
          label: { nl: 'Tekst', en: 'Text' },
          required: true,
          localized: true,
        },
      ],
    },
  ],
}
