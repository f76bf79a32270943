import type { CollectionConfig } from 'payload'

import { packagesField } from '@/fields/packages'
import { richContentField } from '@/blocks/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { routedRecordHooks } from '@/cms/hooks/revalidate'
import { editorialAccess, hiddenUnless } from '@/cms/access'
import { editorialVersions } from '@/cms/versions'
import { localizedText } from '@/fields/text'

/** The digital-marketing sub-services, `/services/digital-marketing/{slug}`. */
export const DigitalMarketingServices: CollectionConfig = {
  slug: 'digital-marketing-services',
  dbName: 'dm_services',
  labels: {
    singular: { nl: 'Digital-marketingdienst', en: 'Digital Marketing Service' },
    plural: { nl: 'Digital-marketingdiensten', en: 'Digital Marketing Services' },
  },
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order'],
  },
  access: editorialAccess,
  defaultSort: 'order',
  hooks: routedRecordHooks('digital-marketing-services'),
  versions: editorialVersions({ schedulePublish: false }),
  fields: [
    slugField(),
    orderField,
    routeField('/services/digital-marketing'),
    localizedText('title', { nl: 'Titel', en: 'Title' }, { required: true }),
    localizedText(
      'description',
      { nl: 'Beschrijving', en: 'Description' },
      { type: 'textarea', required: true },
    ),
    richContentField('body', { nl: 'Inhoud', en: 'Body' }),
    packagesField,
    seoField,
  ],
}
