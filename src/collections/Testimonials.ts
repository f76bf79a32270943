import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/image'
import { revalidateCollection } from '@/hooks/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'person', defaultColumns: ['person', 'company'] },
  access: { read: () => true },
  hooks: revalidateCollection(() => ['/', '/over-ons']),
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'person', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'company', type: 'text' },
    imageField('image'),
  ],
}
