import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { FieldMark } from '@/lib/editing/marks'

type Props = {
  id: string
  heading: string
  text?: string | null
  href: string
  label: string
  /** The fields of the texts, in an editor's preview (src/lib/editing). */
  marks?: { heading?: FieldMark; text?: FieldMark; label?: FieldMark }
}

/** The dark call-to-action panel that closes a page: heading, one line, one button. */
export function CtaBand({ id, heading, text, href, label, marks }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="section-plain render-deferred scroll-mt-4 py-section"
    >
      <div className="container-page">
        {/* Glow, dot grid and spark are `.cta-panel` pseudo-elements: decoration, not markup. */}
        <div className="surface-dark cta-panel bg-ink text-white">
          <div className="cta-text">
            <h2 id={`${id}-heading`} className="text-h2 font-extrabold" {...marks?.heading}>
              {heading}
            </h2>
            {text ? (
              <p className="mt-4 text-lead text-white/85" {...marks?.text}>
                {text}
              </p>
            ) : null}
            <p className="mt-8">
              <LocaleLink href={href} className="button-spark arrow" {...marks?.label}>
                {label}
              </LocaleLink>
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
