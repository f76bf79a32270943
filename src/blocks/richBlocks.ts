import type { Block } from 'payload'

import { inlinePartsField } from '@/fields/inlineParts'

/**
 * The typed content blocks of spec §3 (newer blog posts, and reused for FAQ
 * answers, service and page bodies so every rich text renders the same way).
 */
const listItems: Block['fields'][number] = {
  name: 'items',
  type: 'array',
  label: { nl: 'Punten', en: 'Items' },
  labels: { singular: { nl: 'Punt', en: 'Item' }, plural: { nl: 'Punten', en: 'Items' } },
  required: true,
  minRows: 1,
  admin: { description: 'Een item is tekst (delen), of een titel met beschrijving.' },
  fields: [{ name: 'title', type: 'text', label: { nl: 'Titel', en: 'Title' } }, inlinePartsField],
}

export const paragraphBlock: Block = {
  slug: 'paragraph',
  interfaceName: 'ParagraphBlock',
  labels: {
    singular: { nl: 'Alinea', en: 'Paragraph' },
    plural: { nl: 'Alinea’s', en: 'Paragraphs' },
  },
  fields: [inlinePartsField],
}

export const h2Block: Block = {
  slug: 'h2',
  interfaceName: 'HeadingBlock',
  labels: { singular: { nl: 'Kop', en: 'Heading' }, plural: { nl: 'Koppen', en: 'Headings' } },
  fields: [{ name: 'text', type: 'text', label: { nl: 'Tekst', en: 'Text' }, required: true }],
}

export const sectionHeaderBlock: Block = {
  slug: 'sectionHeader',
  interfaceName: 'SectionHeaderBlock',
  labels: {
    singular: { nl: 'Sectietitel', en: 'Section header' },
    plural: { nl: 'Sectietitels', en: 'Section headers' },
  },
  fields: [{ name: 'text', type: 'text', label: { nl: 'Tekst', en: 'Text' }, required: true }],
}

export const ulBlock: Block = {
  slug: 'ul',
  interfaceName: 'BulletListBlock',
  labels: {
    singular: { nl: 'Opsomming', en: 'Bullet list' },
    plural: { nl: 'Opsommingen', en: 'Bullet lists' },
  },
  fields: [listItems],
}

export const numberedListBlock: Block = {
  slug: 'numberedList',
  interfaceName: 'NumberedListBlock',
  labels: {
    singular: { nl: 'Genummerde lijst', en: 'Numbered list' },
    plural: { nl: 'Genummerde lijsten', en: 'Numbered lists' },
  },
  fields: [listItems],
}

export const dividerBlock: Block = {
  slug: 'divider',
  interfaceName: 'DividerBlock',
  labels: {
    singular: { nl: 'Scheidingslijn', en: 'Divider' },
    plural: { nl: 'Scheidingslijnen', en: 'Dividers' },
  },
  fields: [],
}

export const richBlocks = [
  paragraphBlock,
  h2Block,
  sectionHeaderBlock,
  ulBlock,
  numberedListBlock,
  dividerBlock,
]

/**
 * Free pages only (the privacy page): a bullet list that starts with the site's own
 * retention periods, read from the site settings the daily purge uses, followed by
 * the editor's items.
 */
export const retentionPeriodsBlock: Block = {
  slug: 'retentionPeriods',
  interfaceName: 'RetentionPeriodsBlock',
  labels: {
    singular: { nl: 'Bewaartermijnen', en: 'Retention periods' },
    plural: { nl: 'Bewaartermijnen', en: 'Retention periods' },
  },
  admin: {
    disableBlockName: true,
  },
  fields: [
    {
      ...listItems,
      required: false,
      minRows: 0,
      admin: {
        description:
          'De termijnen voor leads, offerteaanvragen en de nieuwsbrief komen uit de site-instellingen en staan bovenaan; voeg hier de overige toe.',
      },
    },
  ],
}

/** FAQ answers are "rich": paragraphs, bullet lists and links. */
export const answerBlocks = [paragraphBlock, ulBlock]
