import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { title: string; text: string; linkLabel: string; href: string }

/** The page a form or an email link lands on: what happened, and where to go next. */
export function ResultMessage({ title, text, linkLabel, href }: Props) {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl font-extrabold">{title}</h1>
      <p role="status" className="mx-auto mt-4 max-w-prose text-lg text-muted">
        {text}
      </p>
      <p className="mt-8">
        <LocaleLink href={href} className="button">
          {linkLabel}
        </LocaleLink>
      </p>
    </section>
  )
}
