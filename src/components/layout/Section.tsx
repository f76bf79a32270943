import type { ReactNode } from 'react'

import { estimateRows } from '@/lib/sectionEstimate'
import type { FieldMark } from '@/lib/editing/marks'

type Props = {
  id: string
  heading: string
  intro?: string | null
  children: ReactNode
  tone?: 'plain' | 'mist'
  /** `split`: heading and intro beside the content on wide screens (FAQ, key figures). */
  layout?: 'stack' | 'split'
  /** A link after the content; on wide screens it moves up beside the heading. */
  action?: ReactNode
  /** Rows of a section whose height follows its content (src/lib/sectionEstimate.ts). */
  rows?: number
  /** The fields heading and intro come from, in an editor's preview (src/lib/editing). */
  marks?: { heading?: FieldMark; intro?: FieldMark }
}

/**
 * A titled page section; its heading labels the region. No page opens with one, so each
 * is rendered when it comes near the viewport (`.render-deferred`), with a placeholder
 * height measured for its id (src/styles/section-estimates.css).
 */
export function Section({
  id,
  heading,
  intro,
  children,
  tone = 'plain',
  layout = 'stack',
  action,
  rows,
  marks,
}: Props) {
  const split = layout === 'split'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`render-deferred scroll-mt-4 py-section ${tone === 'mist' ? 'bg-mist' : 'section-plain'}`}
      style={rows === undefined ? undefined : estimateRows(rows)}
    >
      <div
        className={`container-page grid ${split ? 'gap-10 lg:grid-cols-12 lg:gap-16' : 'md:grid-cols-[1fr_auto] md:gap-x-12'}`}
      >
        <div className={split ? 'lg:col-span-5' : 'md:col-start-1 md:row-start-1'}>
          <h2 id={`${id}-heading`} className="max-w-3xl text-h2 font-extrabold" {...marks?.heading}>
            {heading}
          </h2>
          {intro ? (
            <p className="lead mt-4" {...marks?.intro}>
              {intro}
            </p>
          ) : null}
        </div>
        <div className={split ? 'lg:col-span-7' : 'mt-10 md:col-span-2 md:row-start-2 md:mt-12'}>
          {children}
        </div>
        {action ? (
          <div
            className={
              split ? 'lg:col-span-12' : 'mt-8 md:col-start-2 md:row-start-1 md:mt-0 md:self-end'
            }
          >
            {action}
          </div>
        ) : null}
      </div>
    </section>
  )
}
