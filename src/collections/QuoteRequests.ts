import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { leadsAdmin, privateRecordAccess } from '@/cms/access'
import { lockRowForUpdate } from '@/cms/hooks/lockRow'
import { deliveryField, mailDelivery, submissionMetaFields } from '@/fields/delivery'
import { followUpRow, notesField, settleWorkflow, workflowColumns } from '@/fields/leadWorkflow'
import { sourceColumns, sourceField, sourceSummaryField } from '@/fields/source'
import { fieldLimits } from '@/lib/forms/fields'
import { chatbotGoalOptions, chatbotServiceOptions } from '@/fields/options'

/** Answers collected by the quote assistant (spec §4 chatbot flow). */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: {
    singular: { nl: 'Offerteaanvraag', en: 'Quote request' },
    plural: { nl: 'Offerteaanvragen', en: 'Quote requests' },
  },
  admin: leadsAdmin('email', ['email', 'goal', 'service', 'status', 'owner', 'createdAt']),
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
  // As leads: status and owner, where it came from and the notes first, then the
  // request; the source's fields first in the sidebar, the mail bookkeeping collapsed at
  // the end for admins.
  fields: [
    followUpRow,
    sourceSummaryField,
    notesField,
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
    sourceField,
    ...submissionMetaFields,
    mailDelivery(
      deliveryField('notification', {
        nl: 'Melding aan het bureau',
        en: 'Notification to the agency',
      }),
    ),
  ],
}
