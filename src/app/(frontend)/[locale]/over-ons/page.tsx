import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TestimonialList } from '@/components/home/TestimonialList'
import { PageHeader } from '@/components/layout/PageHeader'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { CatalogueBreadcrumbsJsonLd } from '@/components/seo/JsonLd'
import { getAbout, getSiteSettings, getTestimonials } from '@/lib/cms/queries'
import type { Locale } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const [about, settings, t] = await Promise.all([
    getAbout(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'about' }),
  ])
  return pageMetadata({
    locale,
    path: '/over-ons',
    title: about.seo?.title ?? t('title'),
    description: about.seo?.description ?? about.header?.intro,
    keywords: about.seo?.keywords,
    siteName: settings.agencyName,
  })
}

function Steps({
  steps,
  locale,
}: {
  steps: { id?: string | null; title?: string | null; text?: string | null }[]
  locale: Locale
}) {
  const number = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 })
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.id ?? index} className="card p-6">
          <span aria-hidden="true" className="text-3xl font-extrabold text-brand">
            {number.format(index + 1)}
          </span>
          <h3 className="mt-2 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

export default async function AboutPage({ params }: Props) {
  const locale = await localeOf(params)
  const [about, testimonials, t] = await Promise.all([
    getAbout(locale),
    getTestimonials(locale),
    getTranslations('about'),
  ])
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="about" path="/over-ons" />
      <PageHeader
        eyebrow={t('title')}
        title={about.header?.title ?? t('title')}
        intro={about.header?.intro}
      />
      <Section id="features" heading={t('featuresHeading')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {(about.features ?? []).map((feature) => (
            <li key={feature.id} className="card p-6">
              <h3 className="text-lg font-bold">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why" heading={about.why?.heading ?? ''} tone="mist">
        <Steps steps={about.why?.steps ?? []} locale={locale} />
      </Section>
      <Section id="how" heading={about.how?.heading ?? ''}>
        <Steps steps={about.how?.steps ?? []} locale={locale} />
      </Section>
      <Section id="team" heading={about.team?.heading ?? ''} tone="mist">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(about.team?.members ?? []).map((member) => (
            <li key={member.id} className="card p-6">
              <CmsImage media={member.photo} sizes="160px" className="size-28 rounded-full" />
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm font-semibold text-brand">{member.role}</p>
              <p className="mt-2 text-sm text-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="testimonials" heading={about.testimonials?.heading ?? t('testimonialsHeading')}>
        <TestimonialList testimonials={testimonials} />
      </Section>
    </>
  )
}
