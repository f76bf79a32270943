import { LocaleLink } from '@/components/navigation/LocaleLink'
import { noMarks, type Marker } from '@/lib/editing/marks'

import { RotatingWord } from './RotatingWord'

type Props = {
  title?: string | null
  words: string[]
  intro?: string | null
  primaryCta?: string | null
  secondaryCta?: string | null
  /** The hero group's fields, in an editor's preview (src/lib/editing). */
  fields?: Marker
}

/** The home page opening: headline with the rotating word, intro and two calls to action. */
export function Hero({ title, words, intro, primaryCta, secondaryCta, fields = noMarks }: Props) {
  return (
    // Dot grid, glow and spark are the `.hero` pseudo-elements: decoration, not markup.
    <section className="surface-dark hero bg-ink text-white">
      <div className="hero-inner container-page">
        <h1 className="text-display font-extrabold lg:max-w-[62%]" {...fields('title')}>
          {title} <RotatingWord words={words} mark={fields('rotatingWords')} />
        </h1>
        {intro ? (
          <p className="mt-6 max-w-2xl text-lead text-white/85 md:mt-8" {...fields('intro')}>
            {intro}
          </p>
        ) : null}
        <p className="mt-9 flex flex-wrap gap-3 md:mt-10 md:gap-4">
          <LocaleLink href="/contact" className="button-spark arrow" {...fields('primaryCta')}>
            {primaryCta}
          </LocaleLink>
          <LocaleLink href="/cases" className="button-outline" {...fields('secondaryCta')}>
            {secondaryCta}
          </LocaleLink>
        </p>
      </div>
    </section>
  )
}
