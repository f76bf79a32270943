import { SparkMark } from '@/components/brand/SparkMark'
import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { id: string; heading: string; text?: string | null; href: string; label: string }

/** The dark call-to-action panel that closes a page: heading, one line, one button. */
export function CtaBand({ id, heading, text, href, label }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="section-plain scroll-mt-4 py-section"
    >
      <div className="container-page">
        <div className="surface-dark relative isolate overflow-hidden rounded-[1.75rem] bg-ink px-6 py-12 text-white sm:px-10 md:px-14 md:py-16 lg:px-20 lg:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-1/2 -right-1/4 -z-10 aspect-square w-[36rem] rounded-full bg-brand/45 blur-3xl"
          />
          <div aria-hidden="true" className="dot-grid absolute inset-y-0 right-0 -z-10 w-1/2" />
          <SparkMark className="absolute top-1/2 right-[7%] -z-10 hidden aspect-square w-[22%] max-w-64 -translate-y-1/2 text-spark lg:block" />
          <div className="max-w-2xl lg:max-w-[58%]">
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
