import { parseInline } from '@/lib/inline'

/** A rich block as written in `content/seed` (see content/seed/FORMAT.md). */
type SeedListItem = string | { title: string; description: string }
export type SeedRichBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'h2' | 'sectionHeader'; text: string }
  | { type: 'ul' | 'numberedList'; items: SeedListItem[] }
  | { type: 'divider' }
  | { type: 'retentionPeriods'; items: SeedListItem[] }

function listItem(item: SeedListItem) {
  return typeof item === 'string'
    ? { parts: parseInline(item) }
    : { title: item.title, parts: parseInline(item.description) }
}

/** Seed block → the Payload block shape of `src/blocks/richBlocks.ts`. */
export function toPayloadBlock(block: SeedRichBlock) {
  switch (block.type) {
    case 'paragraph':
      return { blockType: 'paragraph', parts: parseInline(block.text) }
    case 'h2':
    case 'sectionHeader':
      return { blockType: block.type, text: block.text }
    case 'ul':
    case 'numberedList':
      return { blockType: block.type, items: block.items.map(listItem) }
    case 'divider':
      return { blockType: 'divider' }
    case 'retentionPeriods':
      return { blockType: 'retentionPeriods', items: block.items.map(listItem) }
  }
}
