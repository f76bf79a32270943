import type { ReactNode } from 'react'

import type { FieldMark } from '@/lib/editing/marks'

type Props = {
  eyebrow?: string | null
  title: string
  intro?: string | null
  children?: ReactNode
  /** Extra room below, for content that overlaps the header's bottom edge. */
  overlap?: boolean
  /** The fields the texts come from, in an editor's preview (src/lib/editing). */
  marks?: { eyebrow?: FieldMark; title?: FieldMark; intro?: FieldMark }
}

/** The title block every page starts with: one `h1`. */
export function PageHeader({ eyebrow, title, intro, children, overlap = false, marks }: Props) {
  return (
    // Dot grid and spark are `.page-header` pseudo-elements: decoration, not markup.
    <header className="page-header bg-mist">
      <div
        className={`container-page pt-12 md:pt-20 ${overlap ? 'pb-28 md:pb-40' : 'pb-12 md:pb-20'}`}
      >
        {eyebrow ? (
          <p className="eyebrow eyebrow-bar" {...marks?.eyebrow}>
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold" {...marks?.title}>
          {title}
        </h1>
        {intro ? (
          <p className="lead mt-5 md:mt-6" {...marks?.intro}>
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  )
}
