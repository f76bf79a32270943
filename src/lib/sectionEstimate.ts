import type { CSSProperties } from 'react'

/**
 * How tall a deferred section (`.render-deferred`) is before it is rendered (issue 41):
 * its placeholder height comes from src/styles/section-estimates.css, measured per
 * section type and viewport width on the built site (`npm run calibrate:sections`),
 * as `a + rows × b`. A section whose height follows its content (a FAQ group's
 * questions, a case's blocks and images) says how many rows it has here; the others are
 * one fixed height per width. Once rendered, a section keeps its real height (`auto`).
 */
export function estimateRows(rows: number): CSSProperties {
  return { '--r': Math.max(0, Math.round(rows)) } as CSSProperties
}

/** A case study section's rows: its content blocks (an image block counts twice) and key figures. */
export function caseSectionRows(section: {
  metrics?: unknown[] | null
  contentBlocks?: { type: string }[] | null
}): number {
  const blocks = section.contentBlocks ?? []
  const images = blocks.filter((block) => block.type === 'image').length
  return blocks.length + images + (section.metrics?.length ?? 0)
}
