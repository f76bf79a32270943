import type { CollectionConfig } from 'payload'

import { imageField } from '@/fields/image'
import { richContentField } from '@/blocks/richContent'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { blogCategoryOptions } from '@/fields/options'
import { contentAdmin, editorialAccess } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

/** Spec §3 blog post; its content is either a list of paragraphs or typed blocks. */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: {
    singular: { nl: 'Blogartikel', en: 'Blog Post' },
    plural: { nl: 'Blogartikelen', en: 'Blog Posts' },
  },
  admin: contentAdmin('title', ['title', 'category', 'date', 'featured']),
  access: editorialAccess,
  defaultSort: '-date',
  hooks: routedRecordHooks('blog-posts'),
  versions: editorialVersions({ schedulePublish: true }),
  fields: [
    slugField(),
    localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
    localizedText(
      'excerpt',
      { nl: 'Samenvatting', en: 'Excerpt' },
      { type: 'textarea', required: true },
    ),
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', label: { nl: 'Auteur', en: 'Author' }, required: true },
        {
          name: 'date',
          type: 'date',
          label: { nl: 'Publicatiedatum', en: 'Publication date' },
          required: true,
          // Shown in the admin language's layout (src/cms/adminPresentation.ts).
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'readTime',
          type: 'number',
          label: { nl: 'Leestijd (minuten)', en: 'Reading time (minutes)' },
          required: true,
          min: 1,
          max: 60,
          admin: { description: 'Minuten; getoond als "5 min lezen".' },
        },
      ],
    },
    {
      name: 'category',
      type: 'select',
      label: { nl: 'Categorie', en: 'Category' },
      required: true,
      options: blogCategoryOptions,
    },
    {
      name: 'tags',
      type: 'array',
      label: { nl: 'Tags', en: 'Tags' },
      labels: { singular: { nl: 'Tag', en: 'Tag' }, plural: { nl: 'Tags', en: 'Tags' } },
      fields: [localizedText('tag', { nl: 'Tag', en: 'Tag' }, { required: true })],
    },
    {
      name: 'featured',
      type: 'checkbox',
      label: { nl: 'Uitgelicht', en: 'Featured' },
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    imageField('image', { required: true, label: { nl: 'Afbeelding', en: 'Image' } }),
    {
      name: 'format',
      type: 'radio',
      label: { nl: 'Opbouw van de inhoud', en: 'Content format' },
      required: true,
      defaultValue: 'blocks',
      options: [
        { label: { nl: 'Lijst van alinea’s', en: 'List of paragraphs' }, value: 'paragraphs' },
        { label: { nl: 'Getypte blokken', en: 'Typed blocks' }, value: 'blocks' },
      ],
    },
    {
      name: 'paragraphs',
      type: 'array',
      label: { nl: 'Alinea’s', en: 'Paragraphs' },
      labels: {
        singular: { nl: 'Alinea', en: 'Paragraph' },
        plural: { nl: 'Alinea’s', en: 'Paragraphs' },
      },
      localized: true,
      admin: { condition: (data) => data.format === 'paragraphs' },
      fields: [
        { name: 'text', type: 'textarea', label: { nl: 'Tekst', en: 'Text' }, required: true },
      ],
    },
    richContentField(
      'blocks',
      { nl: 'Inhoud', en: 'Content' },
      { admin: { condition: (data) => data.format === 'blocks' } },
    ),
    seoField,
  ],
}
