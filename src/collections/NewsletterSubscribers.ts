import type { CollectionConfig } from 'payload'

import { csvExportEndpoint } from '@/cms/endpoints/csvExport'
import { leadsAdmin, privateRecordAccess } from '@/cms/access'
import { lockRowForUpdate } from '@/cms/hooks/lockRow'
import { deliveryField, localeOptions } from '@/fields/delivery'
import { sourceField } from '@/fields/source'
import type { AdminLabel } from '@/fields/text'

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

const statusLabels: Record<(typeof subscriberStatuses)[number], AdminLabel> = {
  pending: { nl: 'Wacht op bevestiging', en: 'Pending' },
  confirmed: { nl: 'Bevestigd', en: 'Confirmed' },
  unsubscribed: { nl: 'Afgemeld', en: 'Unsubscribed' },
}

/** Newsletter sign-ups with double opt-in: only `confirmed` addresses get the newsletter. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: { nl: 'Abonnee', en: 'Subscriber' },
    plural: { nl: 'Nieuwsbriefabonnees', en: 'Newsletter subscribers' },
  },
  admin: leadsAdmin('email', ['email', 'status', 'locale', 'confirmedAt', 'createdAt']),
  access: privateRecordAccess,
  // Its confirmation's delivery columns are the mailer's (src/cms/hooks/lockRow.ts).
  hooks: { beforeOperation: [lockRowForUpdate] },
  defaultSort: '-createdAt',
  endpoints: [
    csvExportEndpoint('newsletter-subscribers', [
      'email',
      'status',
      'locale',
      'createdAt',
      'confirmedAt',
      'unsubscribedAt',
      'page',
      'source.landingPage',
      'source.referrerHost',
      'source.utmSource',
      'source.utmMedium',
      'source.utmCampaign',
    ]),
  ],
  fields: [
    {
      name: 'email',
      type: 'email',
      label: { nl: 'E-mailadres', en: 'Email' },
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      label: { nl: 'Status', en: 'Status' },
      required: true,
      defaultValue: 'pending',
      options: subscriberStatuses.map((value) => ({ label: statusLabels[value], value })),
      index: true,
    },
    {
      name: 'locale',
      type: 'select',
      label: { nl: 'Taal', en: 'Language' },
      options: localeOptions,
      required: true,
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { nl: 'Bevestigd op', en: 'Confirmed at' },
      admin: { readOnly: true },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      label: { nl: 'Afgemeld op', en: 'Unsubscribed at' },
      admin: { readOnly: true },
    },
    {
      name: 'page',
      type: 'text',
      label: { nl: 'Pagina van de aanmelding', en: 'Page of the sign-up' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    sourceField,
    {
      name: 'clientHash',
      type: 'text',
      label: { nl: 'Bezoekerskenmerk', en: 'Client hash' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    deliveryField('confirmation', {
      nl: 'E-mail met bevestigingslink',
      en: 'Confirmation link email',
    }),
  ],
}
