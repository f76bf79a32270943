import { SparkMark } from '@/components/brand/SparkMark'
import { LocaleLink } from '@/components/navigation/LocaleLink'

import { RotatingWord } from './RotatingWord'

type Props = {
  title?: string | null
  words: string[]
  intro?: string | null
  primaryCta?: string | null
  secondaryCta?: string | null
}

/** The home page opening: headline with the rotating word, intro and two calls to action. */
export function Hero({ title, words, intro, primaryCta, secondaryCta }: Props) {
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="dot-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute top-1/2 right-0 -z-10 aspect-square w-[min(48rem,90vw)] translate-x-1/3 -translate-y-1/2 rounded-full bg-brand/40 blur-3xl"
      />
      <div className="relative container-page pt-16 pb-20 md:pt-24 md:pb-28 lg:pt-32 lg:pb-36">
        <SparkMark
          gradient="hero-spark"
          className="absolute top-1/2 right-[clamp(1.25rem,0.5rem+3vw,2.5rem)] -z-10 hidden aspect-square w-[34%] max-w-[26rem] -translate-y-1/2 lg:block"
        />
        <h1 className="text-display font-extrabold lg:max-w-[62%]">
          {title} <RotatingWord words={words} />
        </h1>
        {intro ? <p className="mt-6 max-w-2xl text-lead text-white/85 md:mt-8">{intro}</p> : null}
        <p className="mt-9 flex flex-wrap gap-3 md:mt-10 md:gap-4">
          <LocaleLink href="/contact" className="button-spark arrow">
            {primaryCta}
          </LocaleLink>
          <LocaleLink href="/cases" className="button-outline">
            {secondaryCta}
          </LocaleLink>
        </p>
      </div>
    </section>
  )
}
