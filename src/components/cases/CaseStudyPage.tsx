import { getTranslations } from 'next-intl/server'

import { ContactCta } from '@/components/layout/ContactCta'
import { PageHeader } from '@/components/layout/PageHeader'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { PrevNext } from '@/components/navigation/PrevNext'
import { ArticleJsonLd, BreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { marker, type Editable } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import { asMedia } from '@/lib/media'
import type { PagerLink } from '@/lib/pager'
import type { CaseStudy } from '@/payload-types'

import { CaseSection } from './CaseSection'

type Props = {
  locale: Locale
  study: CaseStudy
  previous: PagerLink
  next: PagerLink
  /** The agency, as publisher of the article. */
  publisher: string
  /** The case, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
}

/**
 * How wide the hero image shows (the container's side padding is at least 1.25rem). The
 * video below is as wide and shows the same image as its poster: with the same `sizes`
 * the browser picks the same file and takes it from its cache. `100vw` comes after a
 * space so next/image reads it and leaves the icon widths (32–384 px) out of the
 * srcset, twice in the HTML: `calc(100vw …` hides it from next/image's pattern.
 */
const HERO_SIZES = '(min-width: 1216px) 1136px, calc(-2.5rem + 100vw)'

/**
 * A transparent poster, so the hero image lying under the video shows through it. A
 * poster file would load with the page whatever `preload` says, early, for every visitor,
 * next to the hero image (the LCP element on phones); the image under the video loads
 * lazily. Without any poster, Chromium paints its controls on an opaque panel.
 */
const SEE_THROUGH_POSTER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/** A case study (spec §3): header with quote, sections, video, results, previous/next. */
export async function CaseStudyPage({ locale, study, previous, next, publisher, edit }: Props) {
  const t = await getTranslations()
  const field = marker(edit)
  const testimonial = study.header.testimonial
  const video = asMedia(study.video)
  const path = `/cases/${study.slug}`
  // Results take the tone the section before them does not have.
  const resultsOnMist = Boolean(video?.url || study.section2?.existing || !study.section1)
  return (
    <article>
      <ArticleJsonLd locale={locale} publisher={publisher} study={study} />
      <BreadcrumbsJsonLd
        locale={locale}
        trail={[
          { name: t('cases.title'), path: '/cases' },
          { name: study.header.title, path },
        ]}
      />
      <PageHeader
        eyebrow={study.client}
        title={study.header.title}
        intro={study.header.subtitle}
        overlap
        marks={{
          eyebrow: field('client'),
          title: field('header.title'),
          intro: field('header.subtitle'),
        }}
      />
      <div className="relative container-page">
        {/* The LCP element on phones. */}
        <CmsImage
          media={study.image}
          sizes={HERO_SIZES}
          className="-mt-16 aspect-[16/10] w-full rounded-[1.5rem] object-cover hero-shadow md:-mt-28 md:aspect-[2/1]"
          priority
          mark={field('image')}
        />
      </div>
      {study.header.description?.length || testimonial?.quote ? (
        <div className="section-plain container-page grid gap-10 py-section lg:grid-cols-12 lg:gap-16">
          <div className="space-y-5 text-[1.0625rem] leading-relaxed lg:col-span-7 lg:text-lg">
            {(study.header.description ?? []).map((paragraph, index) => (
              <p key={index} {...field(`header.description.${index}.text`)}>
                {paragraph.text}
              </p>
            ))}
          </div>
          {testimonial?.quote ? (
            <figure className="surface-dark self-start rounded-[var(--radius-card)] bg-ink p-7 text-white md:p-9 lg:col-span-5">
              <blockquote className="text-lg leading-relaxed md:text-xl">
                <p {...field('header.testimonial.quote')}>
                  <span aria-hidden="true" className="text-spark">
                    {t('common.quoteOpen')}
                  </span>
                  {testimonial.quote}
                  <span aria-hidden="true" className="text-spark">
                    {t('common.quoteClose')}
                  </span>
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-white/15 pt-6 text-sm">
                <CmsImage
                  media={study.header.personImage}
                  height={56}
                  className="size-14 shrink-0 rounded-full object-cover"
                  decorative
                  mark={field('header.personImage')}
                />
                <span>
                  <strong className="block text-base" {...field('header.testimonial.person')}>
                    {testimonial.person}
                  </strong>
                  {edit ? (
                    // In preview, role and company each lead to their own field.
                    <span className="text-white/75">
                      <span {...field('header.testimonial.role')}>{testimonial.role}</span>
                      {testimonial.role && testimonial.company ? ', ' : null}
                      <span {...field('header.testimonial.company')}>{testimonial.company}</span>
                    </span>
                  ) : (
                    <span className="text-white/75">
                      {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
                    </span>
                  )}
                </span>
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {study.section1 ? (
        <CaseSection
          id="section1"
          section={study.section1}
          images={study.section1.images}
          tone="mist"
          fields={marker(edit, 'section1')}
          imagesMark={field('section1.images')}
        />
      ) : null}
      {study.section2?.existing ? (
        <CaseSection
          id="section2"
          section={study.section2}
          images={study.section2.image ? [study.section2.image] : []}
          fields={marker(edit, 'section2')}
          imagesMark={field('section2.image')}
        />
      ) : null}
      {video?.url ? (
        // Deferred like the sections around it: eager, it was styled and laid out with the
        // first screen, three times the post's style work in the phone's first frame.
        <div
          className={`render-deferred est-video container-page ${study.section2?.existing ? 'pb-section' : 'py-section'}`}
        >
          <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink">
            <CmsImage
              media={study.image}
              sizes={HERO_SIZES}
              className="absolute inset-0 size-full object-cover"
              decorative
            />
            <video
              controls
              muted
              playsInline
              preload="none"
              poster={SEE_THROUGH_POSTER}
              className="relative block aspect-video w-full object-cover"
              aria-label={t('cases.video')}
              {...field('video')}
            >
              <source src={video.url} type={video.mimeType ?? undefined} />
            </video>
          </div>
        </div>
      ) : null}
      {study.results?.length ? (
        <Section
          id="results"
          heading={t('cases.results')}
          tone={resultsOnMist ? 'mist' : 'plain'}
          rows={study.results.length}
        >
          <ul className="grid gap-4 md:grid-cols-2 lg:gap-5">
            {study.results.map((result, index) => (
              <li
                key={index}
                className={`result ${resultsOnMist ? 'bg-white' : 'bg-mist'}`}
                {...field(`results.${index}.text`)}
              >
                {result.text}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <PrevNext
        label={t('components.pager.label')}
        previousLabel={t('cases.previous')}
        nextLabel={t('cases.next')}
        previous={previous}
        next={next}
      />
      <ContactCta />
    </article>
  )
}
