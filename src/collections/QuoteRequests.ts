import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { lockRowForUpdate } from '@/cms/hooks/lockRow'
import { hiddenUnless, privateRecordAccess } from '@/collections/access'
import { deliveryField, submissionMetaFields } from '@/fields/delivery'
import { leadWorkflowFields, settleWorkflow, workflowColumns } from '@/fields/leadWorkflow'
import { sourceColumns, sourceField } from '@/fields/source'
import { fieldLimits } from '@/lib/forms/fields'
import { chatbotGoalOptions, chatbotServiceOptions } from '@/fields/options'

/** Answers collected by the quote assistant (spec §4 chatbot flow). */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: {
    singular: { nl: 'Offerteaanvraag', en: 'Quote request' },
    plural: { nl: 'Offerteaanvragen', en: 'Quote requests' },
  },
  admin: {
    hidden: hiddenUnless('admin', 'sales'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'goal', 'service', 'status', 'owner', 'createdAt'],
    group: 'Leads',
    components: { beforeListTable: ['/components/admin/CsvExportLink#CsvExportLink'] },
  },
  access: privateRecordAccess,
  // Saved list views (filters, columns, sort) per account or shared: Payload's own presets.
  enableQueryPresets: true,
  hooks: { beforeOperation: [lockRowForUpdate], beforeChange: [settleWorkflow] },
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
      ...workflowColumns,
      ...sourceColumns,
    ]),
  ],
  fields: [
    { name: 'email', type: 'email', label: { nl: 'E-mailadres', en: 'Email' }, required: true },
    {
      name: 'goal',
      type: 'select',
      label: { nl: 'Doel', en: 'Goal' },
      required: true,
      options: chatbotGoalOptions,
    },
    {
      name: 'service',
      type: 'select',
      label: { nl: 'Dienst', en: 'Service' },
      required: true,
      options: chatbotServiceOptions,
    },
    {
      name: 'details',
      type: 'textarea',
      label: { nl: 'Details', en: 'Details' },
      required: true,
      maxLength: fieldLimits.details,
    },
    {
      name: 'location',
      type: 'text',
      label: { nl: 'Locatie', en: 'Location' },
      required: true,
      maxLength: fieldLimits.location,
    },
    ...leadWorkflowFields,
    ...submissionMetaFields,
    sourceField,
    deliveryField('notification', {
      nl: 'Melding aan het bureau',
      en: 'Notification to the agency',
    }),
  ],
}
