import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { href: string; title: string; description?: string | null; index: number }

/** A service in a grid: number, title link (names the card), description and an arrow. */
export function ServiceCard({ href, title, description, index }: Props) {
  return (
    <li className="card card-hover flex flex-col p-6 md:p-7">
      <span aria-hidden="true" className="text-sm font-extrabold tracking-widest text-brand">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className="mt-6 text-h3 font-bold">
        <LocaleLink href={href} className="stretched-link">
          {title}
        </LocaleLink>
      </h3>
      {description ? <p className="mt-3 text-[0.9375rem] text-muted">{description}</p> : null}
      <div aria-hidden="true" className="mt-auto flex justify-end pt-6">
        <span className="arrow flex size-10 items-center justify-center rounded-full bg-mist text-ink transition-colors [.card-hover:hover_&]:bg-brand [.card-hover:hover_&]:text-white" />
      </div>
    </li>
  )
}
