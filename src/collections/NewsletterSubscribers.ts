import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { hiddenUnless, privateRecordAccess } from '@/collections/access'
import { deliveryField } from '@/fields/delivery'

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

/** Newsletter sign-ups with double opt-in: only `confirmed` addresses get the newsletter. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Subscriber', plural: 'Newsletter subscribers' },
  admin: {
    hidden: hiddenUnless('admin', 'sales'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'confirmedAt', 'createdAt'],
    group: 'Leads',
    components: { beforeListTable: ['/components/admin/CsvExportLink#CsvExportLink'] },
  },
  access: privateRecordAccess,
  defaultSort: '-createdAt',
  endpoints: [
    csvExportEndpoint('newsletter-subscribers', [
      'email',
      'status',
      'locale',
      'createdAt',
      'confirmedAt',
      'unsubscribedAt',
    ]),
  ],
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: subscriberStatuses.map((value) => ({ label: value, value })),
      index: true,
    },
    {
      name: 'locale',
      type: 'select',
      options: ['nl', 'en', 'fr'].map((value) => ({ label: value, value })),
      required: true,
    },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    { name: 'clientHash', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    deliveryField('confirmation', 'Confirmation link email'),
  ],
}
