import type { Field } from 'payload'

/** Spec §3 inline parts: plain text, bold, link (text + url) or linkBold. */
export const inlinePartTypes = ['text', 'bold', 'link', 'linkBold'] as const

export const inlinePartsField: Field = {
  name: 'parts',
  type: 'array',
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
          required: true,
          defaultValue: 'text',
          options: inlinePartTypes.map((value) => ({ label: value, value })),
          admin: { width: '25%' },
        },
        { name: 'text', type: 'text', required: true, admin: { width: '75%' } },
      ],
    },
    {
      name: 'url',
      type: 'text',
      admin: {
        condition: (_, sibling: { type?: string }) =>
          sibling.type === 'link' || sibling.type === 'linkBold',
      },
    },
  ],
}
