import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { hiddenUnless, privateRecordAccess } from '@/collections/access'
import { personalDataEndpoints } from '@/cms/endpoints/personalData'
import { deliveryField, submissionMetaFields } from '@/fields/delivery'
import { fieldLimits } from '@/lib/forms/fields'
import { contactSubjects } from '@/lib/forms/contact'
import { catalogues } from '@/lib/i18n/catalogues'

/** Messages from the contact form (spec §3), stored before any email is sent. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    hidden: hiddenUnless('admin', 'sales'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'subject', 'handled', 'createdAt'],
    group: 'Leads',
    components: {
      beforeListTable: [
        '/components/admin/PersonalDataTools#PersonalDataTools',
        '/components/admin/CsvExportLink#CsvExportLink',
      ],
    },
  },
  access: privateRecordAccess,
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
      'handled',
      'review',
    ]),
  ],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: fieldLimits.name },
    { name: 'email', type: 'email', required: true },
    {
      name: 'subject',
      type: 'select',
      required: true,
      // Staff read the subjects as the Dutch form shows them.
      options: contactSubjects.map((value) => ({
        label: catalogues.nl.contact.form.subjects[value],
        value,
      })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: fieldLimits.message },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Tick once someone has replied.' },
    },
    ...submissionMetaFields,
    deliveryField('notification', 'Notification to the agency'),
    deliveryField('confirmation', 'Confirmation to the visitor'),
  ],
}
