import type { ReactNode } from 'react'

type Props = {
  id: string
  heading: string
  intro?: string | null
  children: ReactNode
  tone?: 'plain' | 'mist'
}

/** A titled page section; its heading labels the region. */
export function Section({ id, heading, intro, children, tone = 'plain' }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={tone === 'mist' ? 'bg-mist py-16' : 'py-16'}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
