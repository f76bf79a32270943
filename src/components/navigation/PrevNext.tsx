import { LocaleLink } from '@/components/navigation/LocaleLink'

type Item = { href: string; title: string } | null
type Props = { label: string; previousLabel: string; nextLabel: string; previous: Item; next: Item }

/** Previous/next links between records in a stable order (cases, services). */
export function PrevNext({ label, previousLabel, nextLabel, previous, next }: Props) {
  if (!previous && !next) return null
  return (
    <nav
      aria-label={label}
      className="container-page mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {previous ? (
        <LocaleLink href={previous.href} rel="prev" className="card block p-5 hover:border-brand">
          <span className="eyebrow block">← {previousLabel}</span>
          <span className="mt-1 block font-semibold">{previous.title}</span>
        </LocaleLink>
      ) : (
        <span />
      )}
      {next ? (
        <LocaleLink
          href={next.href}
          rel="next"
          className="card block p-5 text-right hover:border-brand"
        >
          <span className="eyebrow block">{nextLabel} →</span>
          <span className="mt-1 block font-semibold">{next.title}</span>
        </LocaleLink>
      ) : null}
    </nav>
  )
}
