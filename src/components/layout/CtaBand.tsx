import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { id: string; heading: string; text?: string | null; href: string; label: string }

/** The dark call-to-action panel that closes a page: heading, one line, one button. */
export function CtaBand({ id, heading, text, href, label }: Props) {
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
            <h2 id={`${id}-heading`} className="text-h2 font-extrabold">
              {heading}
            </h2>
            {text ? <p className="mt-4 text-lead text-white/85">{text}</p> : null}
            <p className="mt-8">
              <LocaleLink href={href} className="button-spark arrow">
                {label}
              </LocaleLink>
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
