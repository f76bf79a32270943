import type { Field } from 'payload'

/**
 * Where the visit that sent this began (src/lib/leads/source.ts): set by the site's own
 * form handler only (the Local API); nobody edits it through the admin or REST. Read by
 * whoever reads the record: sales and admins (the collections' own access).
 */
export const sourceField: Field = {
  name: 'source',
  type: 'group',
  label: { nl: 'Herkomst', en: 'Source' },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      nl: 'Waar het bezoek begon, zonder cookies bewaard in het tabblad van de bezoeker. Leeg zonder JavaScript.',
      en: 'Where the visit began, kept without cookies in the visitor’s browser tab. Empty without JavaScript.',
    },
  },
  access: { create: () => false, update: () => false },
  fields: [
    { name: 'landingPage', type: 'text', label: { nl: 'Landingspagina', en: 'Landing page' } },
    {
      name: 'referrerHost',
      type: 'text',
      label: { nl: 'Verwijzende site', en: 'Referring site' },
      index: true,
    },
    {
      name: 'utmSource',
      type: 'text',
      label: { nl: 'Campagnebron (utm_source)', en: 'Campaign source (utm_source)' },
      index: true,
    },
    {
      name: 'utmMedium',
      type: 'text',
      label: { nl: 'Medium (utm_medium)', en: 'Medium (utm_medium)' },
    },
    {
      name: 'utmCampaign',
      type: 'text',
      label: { nl: 'Campagne (utm_campaign)', en: 'Campaign (utm_campaign)' },
    },
  ],
}

/**
 * The source in one line at the top of a lead's edit view (src/components/admin/
 * SourceSummary.tsx): on the first screen, a phone's too, where the sidebar comes last.
 */
export const sourceSummaryField: Field = {
  name: 'sourceSummary',
  type: 'ui',
  admin: {
    components: { Field: '/components/admin/SourceSummary#SourceSummary' },
    disableListColumn: true,
  },
}

/** The source's columns in a CSV export, in the order of the fields above. */
export const sourceColumns: string[] =
  sourceField.type === 'group'
    ? sourceField.fields.flatMap((field) => ('name' in field ? [`source.${field.name}`] : []))
    : []
