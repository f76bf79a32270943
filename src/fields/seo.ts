import type { Field } from 'payload'

/** Search-engine metadata of a record; localized, with the lengths search results show. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: { nl: 'Zoekmachine (SEO)', en: 'Search engine (SEO)' },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { nl: 'SEO-titel', en: 'SEO title' },
      localized: true,
      maxLength: 70,
      admin: {
        description:
          'De volledige titel in zoekresultaten en het browsertabblad, precies zoals hier geschreven (noem de bureaunaam dus zelf). Leeg: de paginatitel, gevolgd door de bureaunaam.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      label: { nl: 'Metabeschrijving', en: 'Meta description' },
      localized: true,
      maxLength: 170,
    },
    {
      name: 'keywords',
      type: 'text',
      label: { nl: 'Zoekwoorden', en: 'Keywords' },
      localized: true,
    },
  ],
}
