import type { ReactNode } from 'react'

type Props = {
  eyebrow?: string | null
  title: string
  intro?: string | null
  children?: ReactNode
  /** Extra room below, for content that overlaps the header's bottom edge. */
  overlap?: boolean
}

/** The title block every page starts with: one `h1`. */
export function PageHeader({ eyebrow, title, intro, children, overlap = false }: Props) {
  return (
    // Dot grid and spark are `.page-header` pseudo-elements: decoration, not markup.
    <header className="page-header bg-mist">
      <div
        className={`container-page pt-12 md:pt-20 ${overlap ? 'pb-28 md:pb-40' : 'pb-12 md:pb-20'}`}
      >
        {eyebrow ? <p className="eyebrow eyebrow-bar">{eyebrow}</p> : null}
        <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{title}</h1>
        {intro ? <p className="lead mt-5 md:mt-6">{intro}</p> : null}
        {children}
      </div>
    </header>
  )
}
