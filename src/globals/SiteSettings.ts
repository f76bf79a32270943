import type { Field, GlobalConfig } from 'payload'

import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { editorialGlobalVersions } from '@/cms/versions'
import { hiddenUnless, settingsAccess } from '@/cms/access'
import { listField } from '@/fields/list'
import type { AdminLabel } from '@/fields/text'
import { defaultRetention, retentionLimits } from '@/lib/leads/retention'
import { localizedText } from '@/fields/text'

const link = (name: string, label: AdminLabel): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: { nl: 'Link', en: 'Link' }, plural: { nl: 'Links', en: 'Links' } },
  fields: [
    {
      type: 'row',
      fields: [
        localizedText('label', { nl: 'Tekst', en: 'Label' }, { required: true }),
        {
          name: 'href',
          type: 'text',
          label: { nl: 'Pad', en: 'Path' },
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
  label: { nl: 'Site-instellingen', en: 'Site Settings' },
  // Contact details, navigation and mail settings: the agency's admins only.
  access: settingsAccess,
  admin: { hidden: hiddenUnless('admin') },
  hooks: revalidateGlobal('site-settings'),
  versions: editorialGlobalVersions,
  fields: [
    {
      name: 'agencyName',
      type: 'text',
      label: { nl: 'Naam van het bureau', en: 'Agency name' },
      required: true,
    },
    { name: 'tagline', type: 'text', label: { nl: 'Slogan', en: 'Tagline' }, localized: true },
    {
      name: 'address',
      type: 'group',
      label: { nl: 'Adres', en: 'Address' },
      fields: [
        {
          name: 'street',
          type: 'text',
          label: { nl: 'Straat en huisnummer', en: 'Street' },
          required: true,
        },
        {
          name: 'postalCode',
          type: 'text',
          label: { nl: 'Postcode', en: 'Postal code' },
          required: true,
        },
        { name: 'city', type: 'text', label: { nl: 'Plaats', en: 'City' }, required: true },
        { name: 'country', type: 'text', label: { nl: 'Land', en: 'Country' }, localized: true },
      ],
    },
    { name: 'phone', type: 'text', label: { nl: 'Telefoonnummer', en: 'Phone' }, required: true },
    { name: 'email', type: 'email', label: { nl: 'E-mailadres', en: 'Email' }, required: true },
    {
      name: 'kvkNumber',
      type: 'text',
      required: true,
      label: { nl: 'KvK-nummer', en: 'Chamber of Commerce (KvK) number' },
    },
    {
      name: 'vatNumber',
      type: 'text',
      required: true,
      label: { nl: 'Btw-nummer', en: 'VAT number' },
    },
    localizedText('openingHours', { nl: 'Openingstijden', en: 'Opening hours' }),
    listField(
      'socialLinks',
      { nl: 'Sociale media', en: 'Social links' },
      { singular: { nl: 'Profiel', en: 'Profile' }, plural: { nl: 'Profielen', en: 'Profiles' } },
      [
        {
          name: 'platform',
          type: 'select',
          label: { nl: 'Platform', en: 'Platform' },
          required: true,
          options: [
            { label: 'LinkedIn', value: 'linkedin' },
            { label: 'Instagram', value: 'instagram' },
            { label: 'Facebook', value: 'facebook' },
            { label: 'YouTube', value: 'youtube' },
          ],
        },
        { name: 'url', type: 'text', label: { nl: 'URL', en: 'URL' }, required: true },
      ],
    ),
    {
      name: 'copyrightYear',
      type: 'number',
      label: { nl: 'Copyrightjaar', en: 'Copyright year' },
      required: true,
      defaultValue: 2025,
    },
    link('navigation', { nl: 'Navigatie', en: 'Navigation' }),
    link('footerLinks', { nl: 'Links in de footer', en: 'Footer links' }),
    localizedText(
      'footerText',
      { nl: 'Tekst in de footer', en: 'Footer text' },
      { type: 'textarea' },
    ),
    {
      // Read by the daily purge (src/cms/jobs/purgePersonalData.ts) and stated on the privacy
      // page (its retention block), so the promise and the practice cannot drift apart.
      // Its labels stay Dutch in either admin language (AVG is the Dutch name of the law;
      // tests/e2e/retention.spec.ts finds them with an English browser).
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
