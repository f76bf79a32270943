import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import type { CaseStudy } from '@/payload-types'

/** A case study in a grid: the heading link names the card. */
export function CaseCard({
  study,
  headingLevel = 'h2',
}: {
  study: CaseStudy
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article aria-labelledby={`case-${study.slug}`} className="card group relative flex flex-col">
      <CmsImage
        media={study.image}
        sizes="(min-width: 768px) 33vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">{study.client}</p>
        <Heading id={`case-${study.slug}`} className="text-lg font-bold">
          <LocaleLink href={`/cases/${study.slug}`} className="after:absolute after:inset-0">
            {study.header.title}
          </LocaleLink>
        </Heading>
        {study.header.subtitle ? (
          <p className="text-sm text-muted">{study.header.subtitle}</p>
        ) : null}
      </div>
    </article>
  )
}
