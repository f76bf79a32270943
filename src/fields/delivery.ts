import type { Field } from 'payload'

import { hasRole } from '@/lib/roles'
import type { AdminLabel } from '@/fields/text'
import type { Locale } from '@/lib/i18n/locales'

export const deliveryStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

const statusLabels: Record<DeliveryStatus, AdminLabel> = {
  queued: { nl: 'In de wachtrij', en: 'Queued' },
  sending: { nl: 'Wordt verzonden', en: 'Sending' },
  sent: { nl: 'Verzonden', en: 'Sent' },
  failed: { nl: 'Mislukt', en: 'Failed' },
  // A confirmation the site does not send: the post waits for review, or the address
  // already had one in the past 24 hours (src/cms/leads/store.ts).
  skipped: {
    nl: 'Niet verstuurd (beoordeling of al bevestigd)',
    en: 'Not sent (review or already confirmed)',
  },
}

const localeLabels: Record<Locale, AdminLabel> = {
  nl: { nl: 'Nederlands', en: 'Dutch' },
  en: { nl: 'Engels', en: 'English' },
  fr: { nl: 'Frans', en: 'French' },
}

/** The language a visitor used, as staff read it in the admin. */
export const localeOptions = (['nl', 'en', 'fr'] as const).map((value) => ({
  label: localeLabels[value],
  value,
}))

/**
 * Where one email about this record stands. Kept on the record itself (the jobs
 * queue deletes finished jobs), and the sender claims it before sending, so a job
 * that runs twice sends once. Only the mailer writes it (the Local API, which skips
 * access): staff saving a record through the admin or REST send the status their form
 * loaded, maybe minutes old, and Payload keeps the stored one instead. Its writes leave
 * the record's updatedAt alone (src/cms/mail/delivery.ts).
 */
export function deliveryField(name: string, label: AdminLabel): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { readOnly: true },
    access: { create: () => false, update: () => false },
    fields: [
      {
        name: 'status',
        type: 'select',
        label: { nl: 'Status', en: 'Status' },
        options: deliveryStatuses.map((value) => ({ label: statusLabels[value], value })),
        defaultValue: 'queued',
        index: true,
      },
      {
        name: 'attempts',
        type: 'number',
        label: { nl: 'Pogingen', en: 'Attempts' },
        defaultValue: 0,
      },
      {
        name: 'claimedAt',
        type: 'date',
        label: { nl: 'Opgepakt op', en: 'Claimed at' },
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'sentAt',
        type: 'date',
        label: { nl: 'Verzonden op', en: 'Sent at' },
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'lastError', type: 'text', label: { nl: 'Laatste fout', en: 'Last error' } },
      {
        // The outbox's own clock: set on every claim, outcome and requeue, read by the
        // sweep as "last progress". Not the record's updatedAt, which is for people: the
        // admin's edit view takes a moved updatedAt for another person's edit.
        name: 'progressAt',
        type: 'date',
        label: { nl: 'Laatste voortgang', en: 'Last progress' },
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  }
}

/**
 * The outbox's bookkeeping of a record's emails (status, attempts, times, last error) in
 * one collapsed group at the end, for admins: sales follows up leads and never needs it.
 */
export function mailDelivery(...deliveries: Field[]): Field {
  return {
    type: 'collapsible',
    label: { nl: 'E-mailbezorging', en: 'Mail delivery' },
    admin: {
      initCollapsed: true,
      condition: (_data, _siblingData, { user }) => hasRole(user, 'admin'),
    },
    fields: deliveries,
  }
}

/** Facts about the submission staff may need, none of which identifies the visitor's address. */
export const submissionMetaFields: Field[] = [
  {
    name: 'locale',
    type: 'select',
    label: { nl: 'Taal', en: 'Language' },
    options: localeOptions,
    required: true,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'page',
    type: 'text',
    label: { nl: 'Pagina', en: 'Page' },
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'userAgent',
    type: 'text',
    label: { nl: 'Browser (user agent)', en: 'User agent' },
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'clientHash',
    type: 'text',
    label: { nl: 'Bezoekerskenmerk', en: 'Client hash' },
    index: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: {
        nl: 'Hash met een geheime sleutel van het adres van de bezoeker (nooit leesbaar opgeslagen).',
        en: 'Keyed hash of the visitor address (never stored in clear).',
      },
    },
  },
  {
    // A keyed hash of the post (src/lib/forms/submissionKey.ts): the same post sent again
    // (the form's retry after a lost answer) is recognised, not stored twice. Unique, so
    // two copies racing on two instances end as one record.
    name: 'submissionKey',
    type: 'text',
    unique: true,
    admin: { hidden: true },
    access: { update: () => false },
  },
  {
    name: 'review',
    type: 'checkbox',
    label: { nl: 'Nakijken', en: 'Review' },
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description: {
        nl: 'Verstuurd zonder de controle op invultijd (bijv. zonder JavaScript): controleer het voor je antwoordt.',
        en: 'Sent without the fill-time check (e.g. without JavaScript): check before replying.',
      },
    },
  },
]
