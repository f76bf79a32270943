import { LocaleLink } from '@/components/navigation/LocaleLink'

type Item = { href: string; title: string } | null
type Props = { label: string; previousLabel: string; nextLabel: string; previous: Item; next: Item }

function PagerArrow({ back = false }: { back?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`arrow flex size-8 items-center justify-center rounded-full bg-mist text-ink transition-colors group-hover:bg-brand group-hover:text-white ${back ? '-scale-x-100' : ''}`}
    />
  )
}

function PagerLink({
  item,
  rel,
  label,
}: {
  item: NonNullable<Item>
  rel: 'prev' | 'next'
  label: string
}) {
  const next = rel === 'next'
  return (
    <LocaleLink
      href={item.href}
      rel={rel}
      className={`card card-hover group flex flex-col gap-2 p-6 md:p-7 ${next ? 'items-end text-right sm:col-start-2' : ''}`}
    >
      <span className="eyebrow">
        {next ? null : <PagerArrow back />}
        {label}
        {next ? <PagerArrow /> : null}
      </span>
      <span className="text-h3 font-bold">{item.title}</span>
    </LocaleLink>
  )
}

/** Previous/next links between records in a stable order (cases, services). */
export function PrevNext({ label, previousLabel, nextLabel, previous, next }: Props) {
  if (!previous && !next) return null
  return (
    <nav
      aria-label={label}
      className="section-plain render-deferred est-pager container-page grid gap-4 py-section sm:grid-cols-2 lg:gap-6"
    >
      {previous ? <PagerLink item={previous} rel="prev" label={previousLabel} /> : null}
      {next ? <PagerLink item={next} rel="next" label={nextLabel} /> : null}
    </nav>
  )
}
