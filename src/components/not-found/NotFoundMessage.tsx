import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { title: string; text: string; linkLabel: string; href: string }

/** The not-found state of spec §8: a heading, a line of help and a way back. */
export function NotFoundMessage({ title, text, linkLabel, href }: Props) {
  return (
    <section className="container-page py-24 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-extrabold">{title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted">{text}</p>
      <p className="mt-8">
        <LocaleLink href={href} className="button">
          {linkLabel}
        </LocaleLink>
      </p>
    </section>
  )
}
