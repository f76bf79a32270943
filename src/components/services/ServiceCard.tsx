import { LocaleLink } from '@/components/navigation/LocaleLink'

type Props = { href: string; title: string; description?: string | null; index: number }

/** A service in a grid: number, title link (names the card), description and an arrow. */
export function ServiceCard({ href, title, description, index }: Props) {
  return (
    <li className="card card-hover service-card">
      <span aria-hidden="true" className="service-number">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3>
        <LocaleLink href={href} className="stretched-link">
          {title}
        </LocaleLink>
      </h3>
      {description ? <p className="card-text">{description}</p> : null}
      <div aria-hidden="true" className="service-arrow">
        <span className="arrow" />
      </div>
    </li>
  )
}
