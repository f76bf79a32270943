import type { Block, BlocksField, Field } from 'payload'

import { richBlocks } from '@/blocks/richBlocks'

/** A localized list of typed blocks: each language keeps its own structure. */
export function richContentField(
  name: string,
  {
    blocks = richBlocks,
    required = false,
    admin,
  }: { blocks?: Block[]; required?: boolean; admin?: BlocksField['admin'] } = {},
): Field {
  return { name, type: 'blocks', localized: true, required, blocks, admin }
}
