import type { CollectionConfig } from 'payload'

import { richContentField } from '@/fields/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { editorialAccess, hiddenUnless } from '@/collections/access'
import { editorialVersions } from '@/collections/versions'

/** The six main services, `/services/{slug}`. */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: {
    singular: { nl: 'Dienst', en: 'Service' },
    plural: { nl: 'Diensten', en: 'Services' },
  },
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order'],
  },
  access: editorialAccess,
  defaultSort: 'order',
  hooks: routedRecordHooks('services'),
  versions: editorialVersions({ schedulePublish: false }),
  fields: [
    slugField(),
    orderField,
    routeField('/services'),
    {
      name: 'title',
      type: 'text',
      label: { nl: 'Titel', en: 'Title' },
      required: true,
      localized: true,
    },
    {
      name: 'description',
      type: 'textarea',
      label: { nl: 'Beschrijving', en: 'Description' },
      required: true,
      localized: true,
    },
    richContentField('body', { nl: 'Inhoud', en: 'Body' }),
    seoField,
  ],
}
