import { getTranslations } from 'next-intl/server'

import { KeyFigures } from '@/components/layout/KeyFigures'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/navigation/SmartLink'
import { caseSectionRows, estimateRows } from '@/lib/sectionEstimate'
import { noMarks, within, type FieldMark, type Marker } from '@/lib/editing/marks'
import type { CaseStudy } from '@/payload-types'

type Section = Pick<
  NonNullable<CaseStudy['section2']>,
  'heading' | 'subheading' | 'metrics' | 'contentBlocks' | 'button'
>
type Block = NonNullable<Section['contentBlocks']>[number]
type Images = NonNullable<CaseStudy['section1']>['images']

const blockStyles: Record<Block['type'], string> = {
  card: 'rounded-[var(--radius-card)] bg-white p-6 md:p-8 [.bg-white_&]:bg-mist',
  outline: 'rounded-[var(--radius-card)] border-2 border-brand p-6 md:p-8',
  image: 'card md:row-span-2',
}

function ContentBlock({ block, field }: { block: Block; field: Marker }) {
  return (
    <div className={blockStyles[block.type]}>
      {block.type === 'image' ? (
        <CmsImage
          media={block.image}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
          mark={field('image')}
        />
      ) : null}
      <div className={block.type === 'image' ? 'p-6 md:p-8' : ''}>
        {block.title ? (
          <h3 className="text-h3 font-bold" {...field('title')}>
            {block.title}
          </h3>
        ) : null}
        <p className="mt-2 text-muted" {...field('text')}>
          {block.text}
        </p>
      </div>
    </div>
  )
}

const galleryColumns = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3']

/** Section 1 or 2 of a case study: heading, metrics, typed content blocks, images, button. */
export async function CaseSection({
  section,
  id,
  images,
  tone = 'plain',
  fields = noMarks,
  imagesMark,
}: {
  section: Section
  id: string
  images: Images
  tone?: 'plain' | 'mist'
  /** The section group's fields, in an editor's preview (src/lib/editing). */
  fields?: Marker
  /** The upload field of the images. */
  imagesMark?: FieldMark
}) {
  const t = await getTranslations()
  const imageCount = images?.length ?? 0
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`render-deferred est-${id} py-section ${tone === 'mist' ? 'bg-mist' : 'section-plain bg-white'}`}
      style={estimateRows(caseSectionRows(section))}
    >
      <div className="container-page">
        <h2
          id={`${id}-heading`}
          className="max-w-3xl text-h2 font-extrabold"
          {...fields('heading')}
        >
          {section.heading}
        </h2>
        {section.subheading ? (
          <p className="lead mt-4" {...fields('subheading')}>
            {section.subheading}
          </p>
        ) : null}
        {section.metrics?.length ? (
          <div className="mt-10 md:mt-12">
            <KeyFigures
              figures={section.metrics}
              label={t('cases.metrics')}
              columns="three"
              fields={within(fields, 'metrics')}
            />
          </div>
        ) : null}
        {section.contentBlocks?.length ? (
          <div className="mt-10 grid gap-5 md:mt-12 md:grid-flow-dense md:grid-cols-2 lg:gap-6">
            {section.contentBlocks.map((block, index) => (
              <ContentBlock
                key={index}
                block={block}
                field={within(fields, `contentBlocks.${index}`)}
              />
            ))}
          </div>
        ) : null}
        {imageCount ? (
          <div
            className={`mt-5 grid gap-5 lg:mt-6 lg:gap-6 ${galleryColumns[Math.min(imageCount, 3)]}`}
          >
            {images?.map((image, index) => (
              <CmsImage
                key={typeof image === 'object' ? image.id : index}
                media={image}
                sizes={
                  imageCount === 1
                    ? '(min-width: 1216px) 1136px, 100vw'
                    : '(min-width: 640px) 33vw, 100vw'
                }
                className={`w-full rounded-[var(--radius-card)] object-cover ${imageCount === 1 ? 'aspect-[16/9] md:aspect-[21/9]' : 'aspect-[4/3]'}`}
                mark={imagesMark}
              />
            ))}
          </div>
        ) : null}
        {section.button?.text && section.button.link ? (
          <p className="mt-10">
            <SmartLink
              href={section.button.link}
              className={section.button.type === 'outline' ? 'button-outline' : 'button'}
              externalLabel={t('components.externalLink')}
              {...fields('button.text')}
            >
              {section.button.text} <span aria-hidden="true">↗</span>
            </SmartLink>
          </p>
        ) : null}
      </div>
    </section>
  )
}
