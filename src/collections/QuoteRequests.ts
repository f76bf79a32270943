import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { hiddenUnless, privateRecordAccess } from '@/collections/access'
import { deliveryField, submissionMetaFields } from '@/fields/delivery'
import { fieldLimits } from '@/lib/forms/fields'
import { chatbotGoals, chatbotServices } from '@/lib/chatbot/keys'

/** Answers collected by the quote assistant (spec §4 chatbot flow). */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  admin: {
    hidden: hiddenUnless('admin', 'sales'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'goal', 'service', 'handled', 'createdAt'],
    group: 'Leads',
    components: { beforeListTable: ['/components/admin/CsvExportLink#CsvExportLink'] },
  },
  access: privateRecordAccess,
  defaultSort: '-createdAt',
  endpoints: [
    csvExportEndpoint('quote-requests', [
      'createdAt',
      'email',
      'goal',
      'service',
      'details',
      'location',
      'locale',
      'page',
      'handled',
    ]),
  ],
  fields: [
    { name: 'email', type: 'email', required: true },
    {
      name: 'goal',
      type: 'select',
      required: true,
      options: chatbotGoals.map((value) => ({ label: value, value })),
    },
    {
      name: 'service',
      type: 'select',
      required: true,
      options: chatbotServices.map((value) => ({ label: value, value })),
    },
    { name: 'details', type: 'textarea', required: true, maxLength: fieldLimits.details },
    { name: 'location', type: 'text', required: true, maxLength: fieldLimits.location },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    ...submissionMetaFields,
    deliveryField('notification', 'Notification to the agency'),
  ],
}
