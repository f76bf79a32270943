import type { Field, GlobalConfig } from 'payload'

import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/collections/versions'
import { hiddenUnless, settingsAccess } from '@/collections/access'
import { defaultRetention, retentionLimits } from '@/lib/leads/retention'

const link = (name: string): Field => ({
  name,
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        {
          name: 'href',
          type: 'text',
          required: true,
          admin: { description: 'Pad zonder taal, bijv. /cases' },
        },
      ],
    },
  ],
})

/** The agency's details, navigation and footer: shown on every page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  // Contact details, navigation and mail settings: the agency's admins only.
  access: settingsAccess,
  admin: { hidden: hiddenUnless('admin') },
  hooks: revalidateGlobal('site-settings'),
  versions: editorialGlobalVersions,
  fields: [
    { name: 'agencyName', type: 'text', required: true },
    { name: 'tagline', type: 'text', localized: true },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'country', type: 'text', localized: true },
      ],
    },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'kvkNumber', type: 'text', required: true, label: 'KvK-nummer' },
    { name: 'vatNumber', type: 'text', required: true, label: 'Btw-nummer' },
    { name: 'openingHours', type: 'text', localized: true },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['linkedin', 'instagram', 'facebook', 'youtube'].map((value) => ({
            label: value,
            value,
          })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'copyrightYear', type: 'number', required: true, defaultValue: 2025 },
    link('navigation'),
    link('footerLinks'),
    { name: 'footerText', type: 'textarea', localized: true },
    {
      // Read by the daily purge (src/cms/jobs/purgePersonalData.ts) and stated on the privacy
      // page (its retention block), so the promise and the practice cannot drift apart.
      name: 'retention',
      type: 'group',
      label: 'Bewaartermijnen (AVG)',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'handledLeadMonths',
              label: 'Afgehandelde aanvragen (maanden)',
              type: 'number',
              required: true,
              min: retentionLimits.handledLeadMonths.min,
              max: retentionLimits.handledLeadMonths.max,
              defaultValue: defaultRetention.handledLeadMonths,
              admin: {
                description:
                  'Leads en offerteaanvragen die zijn afgehandeld, worden zo lang na de laatste wijziging verwijderd.',
              },
            },
            {
              name: 'subscriberDays',
              label: 'Nieuwsbrief zonder bevestiging of afgemeld (dagen)',
              type: 'number',
              required: true,
              min: retentionLimits.subscriberDays.min,
              max: retentionLimits.subscriberDays.max,
              defaultValue: defaultRetention.subscriberDays,
              admin: {
                description:
                  'Niet-bevestigde aanmeldingen (na de aanmelding) en afmeldingen (na het afmelden) worden dan verwijderd.',
              },
            },
          ],
        },
      ],
    },
  ],
}
