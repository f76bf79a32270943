import { SparkMark } from '@/components/brand/SparkMark'
import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { title: string; text: string; linkLabel: string; href: string }

/** The not-found state of spec §8: a heading, a line of help and a way back. */
export function NotFoundMessage({ title, text, linkLabel, href }: Props) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="dot-grid absolute inset-0 -z-10 [mask-image:radial-gradient(circle,#000_20%,transparent_70%)]"
      />
      <div className="container-page flex flex-col items-center py-section text-center">
        <SparkMark className="size-16 text-spark md:size-20" />
        <p className="eyebrow mt-8">404</p>
        <h1 className="mt-3 max-w-3xl text-h1 font-extrabold">{title}</h1>
        <p className="lead mx-auto mt-5">{text}</p>
        <p className="mt-10">
          <LocaleLink href={href} className="button arrow">
            {linkLabel}
          </LocaleLink>
        </p>
      </div>
    </section>
  )
}
