import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { leadsAdmin, privateRecordAccess } from '@/cms/access'
import { lockRowForUpdate } from '@/cms/hooks/lockRow'
import { personalDataEndpoints } from '@/cms/endpoints/personalData'
import { deliveryField, mailDelivery, submissionMetaFields } from '@/fields/delivery'
import { followUpRow, notesField, settleWorkflow, workflowColumns } from '@/fields/leadWorkflow'
import { sourceColumns, sourceField, sourceSummaryField } from '@/fields/source'
import { fieldLimits } from '@/lib/forms/fields'
import { contactSubjects } from '@/lib/forms/contact'
import { catalogues } from '@/lib/i18n/catalogues'

/** Messages from the contact form (spec §3), stored before any email is sent. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: {
    singular: { nl: 'Lead', en: 'Lead' },
    plural: { nl: 'Leads', en: 'Leads' },
  },
  admin: leadsAdmin(
    'name',
    ['name', 'email', 'subject', 'status', 'owner', 'createdAt'],
    ['/components/admin/PersonalDataTools#PersonalDataTools'],
  ),
  access: privateRecordAccess,
  // Saved list views (filters, columns, sort) per account or shared: Payload's own presets.
  enableQueryPresets: true,
  hooks: { beforeOperation: [lockRowForUpdate], beforeChange: [settleWorkflow] },
  defaultSort: '-createdAt',
  endpoints: [
    ...personalDataEndpoints,
    csvExportEndpoint('leads', [
      'createdAt',
      'name',
      'email',
      'subject',
      'message',
      'locale',
      'page',
      ...workflowColumns,
      ...sourceColumns,
      'review',
    ]),
  ],
  // Sales's first screen, a phone's too: status and owner, where the lead came from, the
  // notes; then the message. The source's fields first in the sidebar; the mail
  // bookkeeping collapsed at the end, for admins.
  fields: [
    followUpRow,
    sourceSummaryField,
    notesField,
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: { nl: 'Naam', en: 'Name' },
          required: true,
          maxLength: fieldLimits.name,
        },
        {
          name: 'email',
          type: 'email',
          label: { nl: 'E-mailadres', en: 'Email' },
          required: true,
        },
        {
          name: 'subject',
          type: 'select',
          label: { nl: 'Onderwerp', en: 'Subject' },
          required: true,
          // Staff read the subjects as the contact form shows them in their admin language.
          options: contactSubjects.map((value) => ({
            label: {
              nl: catalogues.nl.contact.form.subjects[value],
              en: catalogues.en.contact.form.subjects[value],
            },
            value,
          })),
        },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: { nl: 'Bericht', en: 'Message' },
      required: true,
      maxLength: fieldLimits.message,
    },
    sourceField,
    ...submissionMetaFields,
    mailDelivery(
      deliveryField('notification', {
        nl: 'Melding aan het bureau',
        en: 'Notification to the agency',
      }),
      deliveryField('confirmation', {
        nl: 'Bevestiging aan de bezoeker',
        en: 'Confirmation to the visitor',
      }),
    ),
  ],
}
