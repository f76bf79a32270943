import type { Field } from 'payload'

import { listField } from '@/fields/list'
import { localizedText } from '@/fields/text'

const tier: Field = {
  name: 'tier',
  type: 'select',
  label: { nl: 'Niveau', en: 'Tier' },
  required: true,
  options: [
    { label: 'Basic', value: 'basic' },
    { label: 'Advanced', value: 'advanced' },
  ],
}

/** Basic and advanced packages of a digital-marketing service (spec §2). */
export const packagesField = listField(
  'packages',
  { nl: 'Pakketten', en: 'Packages' },
  { singular: { nl: 'Pakket', en: 'Package' }, plural: { nl: 'Pakketten', en: 'Packages' } },
  [
    tier,
    localizedText('name', { nl: 'Naam', en: 'Name' }, { required: true }),
    localizedText('price', { nl: 'Prijs', en: 'Price' }, { required: true }),
    localizedText('leadTime', { nl: 'Doorlooptijd', en: 'Lead time' }),
    listField(
      'features',
      { nl: 'Onderdelen', en: 'Features' },
      {
        singular: { nl: 'Onderdeel', en: 'Feature' },
        plural: { nl: 'Onderdelen', en: 'Features' },
      },
      [localizedText('text', { nl: 'Tekst', en: 'Text' }, { required: true })],
    ),
  ],
  { maxRows: 2 },
)
