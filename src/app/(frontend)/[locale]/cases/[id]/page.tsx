import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { CaseSection } from '@/components/cases/CaseSection'
import { PageHeader } from '@/components/layout/PageHeader'
import { ContactCta } from '@/components/layout/ContactCta'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { PrevNext } from '@/components/navigation/PrevNext'
import { BreadcrumbsJsonLd, JsonLd } from '@/components/seo/JsonLd'
import { getCaseStudies, getCaseStudy, getSiteSettings } from '@/lib/cms/queries'
import { isLocale, locales } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { asMedia } from '@/lib/media'
import { neighbours } from '@/lib/pager'
import { absoluteUrl, mediaShareImage, pageMetadata } from '@/lib/seo'
import { caseStudyArticle } from '@/lib/structuredData'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : locales[0]
  return (await getCaseStudies(locale)).map((study) => ({ id: study.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([localeOf(params), params])
  const [study, settings] = await Promise.all([getCaseStudy(id, locale), getSiteSettings(locale)])
  if (!study) return {}
  return pageMetadata({
    locale,
    path: `/cases/${study.slug}`,
    title: study.seo?.title ?? study.header.title,
    description: study.seo?.description ?? study.header.subtitle,
    keywords: study.seo?.keywords,
    siteName: settings.agencyName,
    image: mediaShareImage(study.image),
  })
}

export default async function CaseStudyPage({ params }: Props) {
  const [locale, { id }] = await Promise.all([localeOf(params), params])
  const [study, all, settings, t] = await Promise.all([
    getCaseStudy(id, locale),
    getCaseStudies(locale),
    getSiteSettings(locale),
    getTranslations(),
  ])
  if (!study) notFound()
  const { previous, next } = neighbours(all, (item) => item.slug === study.slug)
  const testimonial = study.header.testimonial
  const video = asMedia(study.video)
  const path = `/cases/${study.slug}`
  return (
    <article>
      <JsonLd
        data={caseStudyArticle(study, {
          url: absoluteUrl(path, locale),
          publisher: settings.agencyName,
          locale,
          image: mediaShareImage(study.image)?.url,
        })}
      />
      <BreadcrumbsJsonLd
        locale={locale}
        trail={[
          { name: t('cases.title'), path: '/cases' },
          { name: study.header.title, path },
        ]}
      />
      <PageHeader eyebrow={study.client} title={study.header.title} intro={study.header.subtitle}>
        <div className="mt-6 max-w-3xl space-y-4">
          {(study.header.description ?? []).map((paragraph) => (
            <p key={paragraph.id}>{paragraph.text}</p>
          ))}
        </div>
        {testimonial?.quote ? (
          <figure className="mt-10 flex max-w-3xl items-start gap-4 rounded-2xl bg-white p-6">
            <CmsImage
              media={study.header.personImage}
              sizes="64px"
              className="size-16 rounded-full"
              decorative
            />
            <div>
              <blockquote className="text-lg">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-muted">
                <strong className="text-ink">{testimonial.person}</strong>
                {[testimonial.role, testimonial.company].filter(Boolean).map((part) => `, ${part}`)}
              </figcaption>
            </div>
          </figure>
        ) : null}
      </PageHeader>
      <CmsImage
        media={study.image}
        sizes="100vw"
        className="mx-auto mt-10 w-full max-w-6xl rounded-2xl px-5"
        priority
      />
      {study.section1 ? (
        <CaseSection id="section1" section={study.section1} images={study.section1.images} />
      ) : null}
      {study.section2?.existing ? (
        <CaseSection
          id="section2"
          section={study.section2}
          images={study.section2.image ? [study.section2.image] : []}
        />
      ) : null}
      {video?.url ? (
        <div className="container-page">
          <video
            controls
            muted
            playsInline
            preload="none"
            poster={asMedia(study.image)?.url ?? undefined}
            className="w-full rounded-2xl"
            aria-label={t('cases.video')}
          >
            <source src={video.url} type={video.mimeType ?? undefined} />
          </video>
        </div>
      ) : null}
      {study.results?.length ? (
        <Section id="results" heading={t('cases.results')} tone="mist">
          <ul className="grid gap-3 md:grid-cols-2">
            {study.results.map((result) => (
              <li key={result.id} className="card p-5">
                {result.text}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <ContactCta />
      <PrevNext
        label={t('components.pager.label')}
        previousLabel={t('cases.previous')}
        nextLabel={t('cases.next')}
        previous={
          previous ? { href: `/cases/${previous.slug}`, title: previous.header.title } : null
        }
        next={next ? { href: `/cases/${next.slug}`, title: next.header.title } : null}
      />
    </article>
  )
}
