import type { CollectionConfig } from 'payload'

import { richBlocks, retentionPeriodsBlock } from '@/blocks/richBlocks'
import { richContentField } from '@/fields/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentAccess, hiddenUnless } from '@/collections/access'

/** Free pages at `/{slug}`: careers, our story, privacy, terms, accessibility. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
  },
  access: contentAccess,
  hooks: revalidateCollection<{ slug: string }>((doc) => [`/${doc.slug}`]),
  fields: [
    slugField(),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    richContentField('body', { blocks: [...richBlocks, retentionPeriodsBlock] }),
    seoField,
  ],
}
