import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CaseCard } from '@/components/cases/CaseCard'
import { FaqList } from '@/components/faq/FaqList'
import { RotatingWord } from '@/components/home/RotatingWord'
import { TestimonialList } from '@/components/home/TestimonialList'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import {
  getCaseStudies,
  getFaqs,
  getHome,
  getServices,
  getSiteSettings,
  getTestimonials,
} from '@/lib/cms/queries'
import { localeOf } from '@/lib/i18n/params'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const [home, settings] = await Promise.all([getHome(locale), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    path: '/',
    title: home.seo?.title ?? settings.agencyName,
    description: home.seo?.description,
    keywords: home.seo?.keywords,
    siteName: settings.agencyName,
  })
}

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params)
  const [home, services, cases, testimonials, faqs, t] = await Promise.all([
    getHome(locale),
    getServices(locale),
    getCaseStudies(locale),
    getTestimonials(locale),
    getFaqs(locale),
    getTranslations('home'),
  ])
  const words = (home.hero?.rotatingWords ?? []).map((item) => item.word)
  return (
    <>
      <section className="bg-ink text-white">
        <div className="container-page py-20 md:py-28">
          <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight md:text-6xl">
            {home.hero?.title} <RotatingWord words={words} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85">{home.hero?.intro}</p>
          <p className="mt-8 flex flex-wrap gap-4">
            <LocaleLink href="/contact" className="button">
              {home.hero?.primaryCta}
            </LocaleLink>
            <LocaleLink href="/cases" className="button-outline">
              {home.hero?.secondaryCta}
            </LocaleLink>
          </p>
        </div>
      </section>
      <Section id="over" heading={home.about?.heading ?? ''} intro={home.about?.text}>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(home.about?.stats ?? []).map((stat) => (
            <div key={stat.id} className="card p-6">
              <dt className="text-sm text-muted">{stat.text}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand">{stat.number}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        id="diensten"
        heading={home.services?.heading ?? ''}
        intro={home.services?.intro}
        tone="mist"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="card relative p-6">
              <h3 className="text-lg font-bold">
                <LocaleLink
                  href={`/services/${service.slug}`}
                  className="after:absolute after:inset-0"
                >
                  {service.title}
                </LocaleLink>
              </h3>
              <p className="mt-2 text-sm text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="werk" heading={home.work?.heading ?? ''} intro={home.work?.intro}>
        <div className="grid gap-6 md:grid-cols-3">
          {cases
            .filter((study) => study.featured)
            .map((study) => (
              <CaseCard key={study.id} study={study} headingLevel="h3" />
            ))}
        </div>
        <p className="mt-8">
          <LocaleLink href="/cases" className="button-outline">
            {t('workLink')}
          </LocaleLink>
        </p>
      </Section>
      <Section
        id="contact-cta"
        heading={home.contact?.heading ?? ''}
        intro={home.contact?.text}
        tone="mist"
      >
        <LocaleLink href="/contact" className="button">
          {home.contact?.button}
        </LocaleLink>
      </Section>
      <Section id="partners" heading={home.partners?.heading ?? ''}>
        <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-4">
          {(home.partners?.logos ?? []).map((logo) => (
            <li
              key={logo.id}
              className="flex flex-col items-center gap-2 text-center text-sm text-muted"
            >
              <CmsImage media={logo.logo} sizes="160px" className="h-16 w-auto" decorative />
              <span>{logo.name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="testimonials"
        heading={home.testimonials?.heading ?? t('testimonialsHeading')}
        tone="mist"
      >
        <TestimonialList testimonials={testimonials} />
      </Section>
      <Section id="faq" heading={home.faqs?.heading ?? ''}>
        <FaqList faqs={faqs.filter((faq) => faq.group === 'general')} />
      </Section>
    </>
  )
}
