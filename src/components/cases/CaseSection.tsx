import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/navigation/SmartLink'
import type { CaseStudy } from '@/payload-types'

type Section = Pick<
  NonNullable<CaseStudy['section2']>,
  'heading' | 'subheading' | 'metrics' | 'contentBlocks' | 'button'
>
type Block = NonNullable<Section['contentBlocks']>[number]
type Images = NonNullable<CaseStudy['section1']>['images']

const blockStyles: Record<Block['type'], string> = {
  card: 'card bg-mist p-6',
  outline: 'rounded-2xl border-2 border-brand p-6',
  image: 'card',
}

function ContentBlock({ block }: { block: Block }) {
  return (
    <div className={blockStyles[block.type]}>
      {block.type === 'image' ? (
        <CmsImage
          media={block.image}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className={block.type === 'image' ? 'p-6' : ''}>
        {block.title ? <h3 className="text-lg font-bold">{block.title}</h3> : null}
        <p className="mt-2 text-muted">{block.text}</p>
      </div>
    </div>
  )
}

/** Section 1 or 2 of a case study: heading, metrics, typed content blocks, images, button. */
export async function CaseSection({
  section,
  id,
  images,
}: {
  section: Section
  id: string
  images: Images
}) {
  const t = await getTranslations()
  return (
    <section aria-labelledby={`${id}-heading`} className="container-page py-14">
      <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
        {section.heading}
      </h2>
      {section.subheading ? (
        <p className="mt-3 max-w-2xl text-lg text-muted">{section.subheading}</p>
      ) : null}
      {section.metrics?.length ? (
        <dl aria-label={t('cases.metrics')} className="mt-8 grid gap-4 sm:grid-cols-3">
          {section.metrics.map((metric) => (
            <div key={metric.id} className="card flex flex-col p-5">
              <dt className="text-sm text-muted">{metric.text}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand">{metric.number}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {(section.contentBlocks ?? []).map((block) => (
          <ContentBlock key={block.id} block={block} />
        ))}
      </div>
      {images?.length ? (
        <div className="mt-8 grid gap-4 sm:grid-cols-3">
          {images.map((image, index) => (
            <CmsImage
              key={typeof image === 'object' ? image.id : index}
              media={image}
              sizes="(min-width: 640px) 33vw, 100vw"
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
          ))}
        </div>
      ) : null}
      {section.button?.text && section.button.link ? (
        <p className="mt-8">
          <SmartLink
            href={section.button.link}
            className={section.button.type === 'outline' ? 'button-outline' : 'button'}
            externalLabel={t('components.externalLink')}
          >
            {section.button.text} <span aria-hidden="true">↗</span>
          </SmartLink>
        </p>
      ) : null}
    </section>
  )
}
