import type { CollectionConfig } from 'payload'

import { richBlocks, retentionPeriodsBlock } from '@/blocks/richBlocks'
import { richContentField } from '@/fields/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { editorialAccess, hiddenUnless } from '@/collections/access'
import { editorialVersions } from '@/collections/versions'

/** Free pages at `/{slug}`: careers, our story, privacy, terms, accessibility. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
  },
  access: editorialAccess,
  hooks: routedRecordHooks('pages'),
  versions: editorialVersions({ schedulePublish: false }),
  fields: [
    slugField(),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    richContentField('body', { blocks: [...richBlocks, retentionPeriodsBlock] }),
    seoField,
  ],
}
