import type { Block, BlocksField, Field } from 'payload'

import { richBlocks } from '@/blocks/richBlocks'
import type { AdminLabel } from '@/fields/text'

/** A localized list of typed blocks: each language keeps its own structure. */
export function richContentField(
  name: string,
  label: AdminLabel,
  {
    blocks = richBlocks,
    required = false,
    admin,
  }: { blocks?: Block[]; required?: boolean; admin?: BlocksField['admin'] } = {},
): Field {
  return {
    name,
    type: 'blocks',
    label,
    labels: { singular: { nl: 'Blok', en: 'Block' }, plural: { nl: 'Blokken', en: 'Blocks' } },
    localized: true,
    required,
    blocks,
    admin,
  }
}
