import type { CollectionConfig } from 'payload'

import { richContentField } from '@/fields/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidate'

/** Free pages at `/{slug}`: careers, our story, privacy, terms, accessibility. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'] },
  access: { read: () => true },
  hooks: revalidateCollection<{ slug: string }>((doc) => [`/${doc.slug}`]),
  fields: [
    slugField(),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    richContentField('body'),
    seoField,
  ],
}
