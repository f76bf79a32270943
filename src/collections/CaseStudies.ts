import type { CollectionConfig, Field } from 'payload'

import { imageField } from '@/fields/image'
import { listField } from '@/fields/list'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { buttonTypeOptions, caseServiceOptions, contentBlockTypeOptions } from '@/fields/options'
import { contentAdmin, editorialAccess } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

const metrics = listField(
  'metrics',
  { nl: 'Kerncijfers', en: 'Metrics' },
  { singular: { nl: 'Kerncijfer', en: 'Metric' }, plural: { nl: 'Kerncijfers', en: 'Metrics' } },
  [
    {
      name: 'number',
      type: 'text',
      label: { nl: 'Getal', en: 'Number' },
      required: true,
      admin: { description: 'Bijv. +38%' },
    },
    localizedText('text', { nl: 'Tekst', en: 'Text' }, { required: true }),
  ],
  { maxRows: 4 },
)

/** block0 (optional), block1 and block2 of spec §3. */
const contentBlocks = (minRows: number): Field => ({
  name: 'contentBlocks',
  type: 'array',
  label: { nl: 'Inhoudsblokken', en: 'Content blocks' },
  labels: {
    singular: { nl: 'Inhoudsblok', en: 'Content block' },
    plural: { nl: 'Inhoudsblokken', en: 'Content blocks' },
  },
  minRows,
  maxRows: 3,
  fields: [
    {
      name: 'type',
      type: 'select',
      label: { nl: 'Soort', en: 'Type' },
      required: true,
      options: contentBlockTypeOptions,
    },
    { name: 'title', type: 'text', label: { nl: 'Titel', en: 'Title' }, localized: true },
    localizedText('text', { nl: 'Tekst', en: 'Text' }, { type: 'textarea', required: true }),
    imageField('image', { label: { nl: 'Afbeelding', en: 'Image' } }),
  ],
})

const button: Field = {
  name: 'button',
  type: 'group',
  label: { nl: 'Knop', en: 'Button' },
  fields: [
    { name: 'text', type: 'text', label: { nl: 'Tekst', en: 'Text' }, localized: true },
    { name: 'link', type: 'text', label: { nl: 'Link', en: 'Link' } },
    {
      name: 'type',
      type: 'select',
      label: { nl: 'Stijl', en: 'Style' },
      defaultValue: 'blue',
      options: buttonTypeOptions,
    },
  ],
}

const sectionHeading: Field[] = [
  { name: 'heading', type: 'text', label: { nl: 'Kop', en: 'Heading' }, localized: true },
  localizedText('subheading', { nl: 'Subkop', en: 'Subheading' }, { type: 'textarea' }),
]

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: {
    singular: { nl: 'Case', en: 'Case Study' },
    plural: { nl: 'Cases', en: 'Case Studies' },
  },
  admin: contentAdmin('client', ['client', 'slug', 'tags', 'order']),
  access: editorialAccess,
  defaultSort: 'order',
  hooks: routedRecordHooks('case-studies'),
  versions: editorialVersions({ schedulePublish: true }),
  fields: [
    slugField('De id van de case in de URL: /cases/{id}.'),
    orderField,
    { name: 'client', type: 'text', label: { nl: 'Klant', en: 'Client' }, required: true },
    {
      name: 'featured',
      type: 'checkbox',
      label: { nl: 'Uitgelicht', en: 'Featured' },
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    imageField('image', { required: true, label: { nl: 'Afbeelding', en: 'Image' } }),
    {
      name: 'video',
      type: 'upload',
      label: { nl: 'Video', en: 'Video' },
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
    },
    {
      name: 'tags',
      type: 'select',
      label: { nl: 'Diensten', en: 'Services' },
      hasMany: true,
      required: true,
      options: caseServiceOptions,
    },
    {
      name: 'link',
      type: 'text',
      label: { nl: 'Website', en: 'Website' },
      admin: { description: 'Website van de klant.' },
    },
    seoField,
    {
      name: 'header',
      type: 'group',
      label: { nl: 'Kop van de pagina', en: 'Header' },
      fields: [
        localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
        localizedText('subtitle', { nl: 'Ondertitel', en: 'Subtitle' }),
        {
          name: 'description',
          type: 'array',
          label: { nl: 'Beschrijving', en: 'Description' },
          labels: {
            singular: { nl: 'Alinea', en: 'Paragraph' },
            plural: { nl: 'Alinea’s', en: 'Paragraphs' },
          },
          fields: [
            localizedText(
              'text',
              { nl: 'Tekst', en: 'Text' },
              { type: 'textarea', required: true },
            ),
          ],
        },
        {
          name: 'testimonial',
          type: 'group',
          label: { nl: 'Klantcitaat', en: 'Testimonial' },
          admin: { description: 'Optioneel: laat leeg als er geen citaat is.' },
          fields: [
            localizedText('quote', { nl: 'Citaat', en: 'Quote' }, { type: 'textarea' }),
            { name: 'person', type: 'text', label: { nl: 'Persoon', en: 'Person' } },
            { name: 'role', type: 'text', label: { nl: 'Functie', en: 'Role' }, localized: true },
            { name: 'company', type: 'text', label: { nl: 'Bedrijf', en: 'Company' } },
          ],
        },
        imageField('personImage', { label: { nl: 'Foto van de persoon', en: 'Person photo' } }),
      ],
    },
    {
      name: 'section1',
      type: 'group',
      label: { nl: 'Sectie 1', en: 'Section 1' },
      fields: [
        ...sectionHeading,
        metrics,
        contentBlocks(2),
        button,
        {
          name: 'images',
          type: 'upload',
          label: { nl: 'Afbeeldingen', en: 'Images' },
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
      label: { nl: 'Sectie 2', en: 'Section 2' },
      fields: [
        {
          name: 'existing',
          type: 'checkbox',
          label: { nl: 'Sectie 2 tonen', en: 'Show section 2' },
          defaultValue: false,
        },
        ...[
          ...sectionHeading,
          metrics,
          contentBlocks(0),
          button,
          imageField('image', { label: { nl: 'Afbeelding', en: 'Image' } }),
        ].map(
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
      label: { nl: 'Resultaten', en: 'Results' },
      labels: {
        singular: { nl: 'Resultaat', en: 'Result' },
        plural: { nl: 'Resultaten', en: 'Results' },
      },
      fields: [localizedText('text', { nl: 'Tekst', en: 'Text' }, { required: true })],
    },
  ],
}
