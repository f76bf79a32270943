import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { CaseStudy } from '@/payload-types'

/** A case study in a grid: the heading link names the card. */
export function CaseCard({
  study,
  headingLevel = 'h2',
  sizes = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  className = '',
  wide = false,
}: {
  study: CaseStudy
  headingLevel?: 'h2' | 'h3'
  sizes?: string
  className?: string
  /** Spans a tablet-wide row: a flatter image keeps it from towering. */
  wide?: boolean
}) {
  const Heading = headingLevel
  return (
    <article
      aria-labelledby={`case-${study.slug}`}
      className={`card card-hover flex flex-col ${className}`}
    >
      <div className="card-media">
        <CmsImage
          media={study.image}
          sizes={sizes}
          className={`aspect-[3/2] w-full object-cover ${wide ? 'md:aspect-[2/1] lg:aspect-[3/2]' : ''}`}
        />
      </div>
      <div className="case-card-body">
        <p className="eyebrow">{study.client}</p>
        <Heading id={`case-${study.slug}`} className="text-h3 font-bold">
          <LocaleLink href={`/cases/${study.slug}`} className="stretched-link">
            {study.header.title}
          </LocaleLink>
        </Heading>
        {study.header.subtitle ? <p className="card-text">{study.header.subtitle}</p> : null}
      </div>
    </article>
  )
}
