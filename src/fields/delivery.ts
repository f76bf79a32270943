import type { Field } from 'payload'

export const deliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/**
 * Where one email about this record stands. Kept on the record itself (the jobs
 * queue deletes finished jobs), and the sender claims it before sending, so a job
 * that runs twice sends once.
 */
export function deliveryField(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { readOnly: true },
    fields: [
      {
        name: 'status',
        type: 'select',
        options: deliveryStatuses.map((value) => ({ label: value, value })),
        defaultValue: 'queued',
        index: true,
      },
      { name: 'attempts', type: 'number', defaultValue: 0 },
      { name: 'claimedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'lastError', type: 'text' },
    ],
  }
}

/** Facts about the submission staff may need, none of which identifies the visitor's address. */
export const submissionMetaFields: Field[] = [
  {
    name: 'locale',
    type: 'select',
    options: ['nl', 'en', 'fr'].map((value) => ({ label: value, value })),
    required: true,
    admin: { readOnly: true, position: 'sidebar' },
  },
  { name: 'page', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'userAgent', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  {
    name: 'clientHash',
    type: 'text',
    index: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Keyed hash of the visitor address (never stored in clear).',
    },
  },
  {
    name: 'review',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description:
        'Sent without the fill-time check (e.g. without JavaScript): check before replying.',
    },
  },
]
