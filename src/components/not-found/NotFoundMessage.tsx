import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { title: string; text: string; linkLabel: string; href: string }

/**
 * The not-found state of spec §8: a heading, a line of help and a way back. The dot grid
 * and the spark are drawn by `.not-found` (globals.css), not by elements: a language's
 * not-found is in the RSC payload of every page of that layout (Next.js sends each
 * not-found boundary with it), and a case's or post's own once more on those pages.
 */
export function NotFoundMessage({ title, text, linkLabel, href }: Props) {
  return (
    <section className="not-found">
      <div className="container-page flex flex-col items-center py-section text-center">
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
