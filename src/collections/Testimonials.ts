import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/image'
import { revalidateRecords } from '@/cms/hooks/revalidate'
import { contentAccess, hiddenUnless } from '@/collections/access'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'person',
    defaultColumns: ['person', 'company'],
  },
  access: contentAccess,
  hooks: revalidateRecords('testimonials'),
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'person', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'company', type: 'text' },
    imageField('image'),
  ],
}
