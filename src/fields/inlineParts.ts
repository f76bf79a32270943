import type { Field } from 'payload'

/** Spec §3 inline parts: plain text, bold, link (text + url) or linkBold. */
export const inlinePartTypes = ['text', 'bold', 'link', 'linkBold'] as const

const partTypeLabels: Record<(typeof inlinePartTypes)[number], { nl: string; en: string }> = {
  text: { nl: 'Tekst', en: 'Text' },
  bold: { nl: 'Vet', en: 'Bold' },
  link: { nl: 'Link', en: 'Link' },
  linkBold: { nl: 'Vette link', en: 'Bold link' },
}

export const inlinePartsField: Field = {
  name: 'parts',
  type: 'array',
  label: { nl: 'Tekstdelen', en: 'Text parts' },
  labels: {
    singular: { nl: 'Tekstdeel', en: 'Text part' },
    plural: { nl: 'Tekstdelen', en: 'Text parts' },
  },
  interfaceName: 'InlineParts',
  required: true,
  minRows: 1,
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: { nl: 'Opmaak', en: 'Style' },
          required: true,
          defaultValue: 'text',
          options: inlinePartTypes.map((value) => ({ label: partTypeLabels[value], value })),
          admin: { width: '25%' },
        },
        {
          name: 'text',
          type: 'text',
          label: { nl: 'Tekst', en: 'Text' },
          required: true,
          admin: { width: '75%' },
        },
      ],
    },
    {
      name: 'url',
      type: 'text',
      label: { nl: 'URL', en: 'URL' },
      admin: {
        condition: (_, sibling: { type?: string }) =>
          sibling.type === 'link' || sibling.type === 'linkBold',
      },
    },
  ],
}
