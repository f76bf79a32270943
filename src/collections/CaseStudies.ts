import type { CollectionConfig, Field } from 'payload'

import { imageField } from '@/fields/image'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { buttonTypes, caseServiceKeys, contentBlockTypes, selectOptions } from '@/lib/serviceKeys'
import { editorialAccess, hiddenUnless } from '@/collections/access'
import { editorialVersions } from '@/collections/versions'

const metrics: Field = {
  name: 'metrics',
  type: 'array',
  maxRows: 4,
  fields: [
    { name: 'number', type: 'text', required: true, admin: { description: 'Bijv. +38%' } },
    { name: 'text', type: 'text', required: true, localized: true },
  ],
}

/** block0 (optional), block1 and block2 of spec §3. */
const contentBlocks = (minRows: number): Field => ({
  name: 'contentBlocks',
  type: 'array',
  minRows,
  maxRows: 3,
  fields: [
    { name: 'type', type: 'select', required: true, options: selectOptions(contentBlockTypes) },
    { name: 'title', type: 'text', localized: true },
    { name: 'text', type: 'textarea', required: true, localized: true },
    imageField('image'),
  ],
})

const button: Field = {
  name: 'button',
  type: 'group',
  fields: [
    { name: 'text', type: 'text', localized: true },
    { name: 'link', type: 'text' },
    { name: 'type', type: 'select', defaultValue: 'blue', options: selectOptions(buttonTypes) },
  ],
}

const sectionHeading: Field[] = [
  { name: 'heading', type: 'text', localized: true },
  { name: 'subheading', type: 'textarea', localized: true },
]

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'client',
    defaultColumns: ['client', 'slug', 'tags', 'order'],
  },
  access: editorialAccess,
  defaultSort: 'order',
  hooks: routedRecordHooks('case-studies'),
  versions: editorialVersions({ schedulePublish: true }),
  fields: [
    slugField('De id van de case in de URL: /cases/{id}.'),
    orderField,
    { name: 'client', type: 'text', required: true },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    imageField('image', { required: true }),
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
    },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      required: true,
      options: selectOptions(caseServiceKeys),
    },
    { name: 'link', type: 'text', admin: { description: 'Website van de klant.' } },
    seoField,
    {
      name: 'header',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'subtitle', type: 'text', localized: true },
        {
          name: 'description',
          type: 'array',
          fields: [{ name: 'text', type: 'textarea', required: true, localized: true }],
        },
        {
          name: 'testimonial',
          type: 'group',
          admin: { description: 'Optioneel: laat leeg als er geen citaat is.' },
          fields: [
            { name: 'quote', type: 'textarea', localized: true },
            { name: 'person', type: 'text' },
            { name: 'role', type: 'text', localized: true },
            { name: 'company', type: 'text' },
          ],
        },
        imageField('personImage'),
      ],
    },
    {
      name: 'section1',
      type: 'group',
      fields: [
        ...sectionHeading,
        metrics,
        contentBlocks(2),
        button,
        {
          name: 'images',
          type: 'upload',
          relationTo: 'media',
          hasMany: true,
          minRows: 3,
          maxRows: 3,
        },
      ],
    },
    {
      name: 'section2',
      type: 'group',
      fields: [
        { name: 'existing', type: 'checkbox', defaultValue: false },
        ...[...sectionHeading, metrics, contentBlocks(0), button, imageField('image')].map(
          (field): Field =>
            ({
              ...field,
              admin: {
                ...field.admin,
                condition: (_, sibling: { existing?: boolean }) => Boolean(sibling.existing),
              },
            }) as Field,
        ),
      ],
    },
    {
      name: 'results',
      type: 'array',
      fields: [{ name: 'text', type: 'text', required: true, localized: true }],
    },
  ],
}
