import type { ReactNode } from 'react'

type Props = { eyebrow?: string | null; title: string; intro?: string | null; children?: ReactNode }

/** The title block every page starts with: one `h1`. */
export function PageHeader({ eyebrow, title, intro, children }: Props) {
  return (
    <header className="bg-mist">
      <div className="container-page py-14 md:py-20">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-5 max-w-2xl text-lg text-muted">{intro}</p> : null}
        {children}
      </div>
    </header>
  )
}
