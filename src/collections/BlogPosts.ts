import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/image'
import { richContentField } from '@/fields/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { blogCategories, selectOptions } from '@/lib/serviceKeys'
import { editorialAccess, hiddenUnless } from '@/collections/access'
import { editorialVersions } from '@/collections/versions'

/** Spec §3 blog post; its content is either a list of paragraphs or typed blocks. */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', 'featured'],
  },
  access: editorialAccess,
  defaultSort: '-date',
  hooks: routedRecordHooks('blog-posts'),
  versions: editorialVersions({ schedulePublish: true }),
  fields: [
    slugField(),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'excerpt', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
        {
          name: 'readTime',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          admin: { description: 'Minuten; getoond als "5 min lezen".' },
        },
      ],
    },
    { name: 'category', type: 'select', required: true, options: selectOptions(blogCategories) },
    {
      name: 'tags',
      type: 'array',
      fields: [{ name: 'tag', type: 'text', required: true, localized: true }],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    imageField('image', { required: true }),
    {
      name: 'format',
      type: 'radio',
      required: true,
      defaultValue: 'blocks',
      options: [
        { label: 'Lijst van alinea’s', value: 'paragraphs' },
        { label: 'Getypte blokken', value: 'blocks' },
      ],
    },
    {
      name: 'paragraphs',
      type: 'array',
      localized: true,
      admin: { condition: (data) => data.format === 'paragraphs' },
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    richContentField('blocks', { admin: { condition: (data) => data.format === 'blocks' } }),
    seoField,
  ],
}
