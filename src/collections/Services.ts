import type { CollectionConfig } from 'payload'

import { richContentField } from '@/blocks/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { editorialAccess, hiddenUnless } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

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
    localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
    localizedText(
      'description',
      { nl: 'Beschrijving', en: 'Description' },
      { type: 'textarea', required: true },
    ),
    richContentField('body', { nl: 'Inhoud', en: 'Body' }),
    seoField,
  ],
}
