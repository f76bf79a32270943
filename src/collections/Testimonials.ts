import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/image'
import { revalidateRecords } from '@/cms/hooks/revalidate'
import { contentAccess, contentAdmin } from '@/cms/access'
import { localizedText } from '@/fields/text'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: { nl: 'Klantervaring', en: 'Testimonial' },
    plural: { nl: 'Klantervaringen', en: 'Testimonials' },
  },
  admin: contentAdmin('person', ['person', 'company']),
  access: contentAccess,
  hooks: revalidateRecords('testimonials'),
  fields: [
    localizedText('quote', { nl: 'Citaat', en: 'Quote' }, { type: 'textarea', required: true }),
    { name: 'person', type: 'text', label: { nl: 'Persoon', en: 'Person' }, required: true },
    { name: 'role', type: 'text', label: { nl: 'Functie', en: 'Role' }, localized: true },
    { name: 'company', type: 'text', label: { nl: 'Bedrijf', en: 'Company' } },
    imageField('image', { label: { nl: 'Foto', en: 'Photo' } }),
  ],
}
