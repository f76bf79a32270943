import type {
  BulletListBlock,
  DividerBlock,
  HeadingBlock,
  NumberedListBlock,
  ParagraphBlock,
  RetentionPeriodsBlock,
  SectionHeaderBlock,
} from '@/payload-types'

/** The typed blocks of spec §3 that rich fields (posts, FAQ answers, services, pages) hold. */
export type RichBlock =
  | ParagraphBlock
  | HeadingBlock
  | SectionHeaderBlock
  | BulletListBlock
  | NumberedListBlock
  | DividerBlock
  | RetentionPeriodsBlock
