import type { CollectionConfig } from 'payload'

import { richContentField } from '@/fields/richContent'
import { routeField } from '@/fields/route'
import { seoField } from '@/fields/seo'
import { orderField, slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentAccess, hiddenUnless } from '@/collections/access'

/** The six main services, `/services/{slug}`. */
export const Services: CollectionConfig = {
  slug: 'services',
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order'],
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection<{ slug: string }>((doc) => [
    '/',
    '/services',
    `/services/${doc.slug}`,
  ]),
  fields: [
    slugField(),
    orderField,
    routeField('/services'),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    richContentField('body'),
    seoField,
  ],
}
