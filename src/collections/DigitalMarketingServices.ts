import type { CollectionConfig } from 'payload'

import { packagesField } from '@/fields/packages'
import { richContentField } from '@/fields/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentAccess, hiddenUnless } from '@/collections/access'

/** The digital-marketing sub-services, `/services/digital-marketing/{slug}`. */
export const DigitalMarketingServices: CollectionConfig = {
  slug: 'digital-marketing-services',
  dbName: 'dm_services',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order'],
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection<{ slug: string }>((doc) => [
    '/services/digital-marketing',
    `/services/digital-marketing/${doc.slug}`,
  ]),
  fields: [
    slugField(),
    orderField,
    routeField('/services/digital-marketing'),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    richContentField('body'),
    packagesField,
    seoField,
  ],
}
