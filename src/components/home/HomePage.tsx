import { getTranslations } from 'next-intl/server'

import { FeaturedCases } from '@/components/cases/FeaturedCases'
import { FaqList } from '@/components/faq/FaqList'
import { Hero } from '@/components/home/Hero'
import { TestimonialList } from '@/components/home/TestimonialList'
import { CtaBand } from '@/components/layout/CtaBand'
import { KeyFigures } from '@/components/layout/KeyFigures'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import { OrganizationJsonLd } from '@/components/seo/JsonLd'
import { ServiceCard } from '@/components/services/ServiceCard'
import type { Locale } from '@/lib/i18n/locales'
import type { CaseStudy, Faq, Home, Service, SiteSetting, Testimonial } from '@/payload-types'

type Props = {
  locale: Locale
  settings: SiteSetting
  home: Home
  services: Service[]
  featured: CaseStudy[]
  testimonials: Testimonial[]
  /** The general questions. */
  faqs: Faq[]
}

/** The home page (spec §2): hero, about, services, work, contact, partners, testimonials, FAQ. */
export async function HomePage({
  locale,
  settings,
  home,
  services,
  featured,
  testimonials,
  faqs,
}: Props) {
  const t = await getTranslations('home')
  const words = (home.hero?.rotatingWords ?? []).map((item) => item.word)
  return (
    <>
      <Hero
        title={home.hero?.title}
        words={words}
        intro={home.hero?.intro}
        primaryCta={home.hero?.primaryCta}
        secondaryCta={home.hero?.secondaryCta}
      />
      <Section
        id="over"
        heading={home.about?.heading ?? ''}
        intro={home.about?.text}
        layout="split"
      >
        <KeyFigures figures={home.about?.stats ?? []} />
      </Section>
      <Section
        id="diensten"
        heading={home.services?.heading ?? ''}
        intro={home.services?.intro}
        tone="mist"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {services.map((service, index) => (
            <ServiceCard
              key={service.id}
              href={`/services/${service.slug}`}
              title={service.title}
              description={service.description}
              index={index}
            />
          ))}
        </ul>
      </Section>
      <Section
        id="werk"
        heading={home.work?.heading ?? ''}
        intro={home.work?.intro}
        action={
          <LocaleLink href="/cases" className="button-outline arrow">
            {t('workLink')}
          </LocaleLink>
        }
      >
        <FeaturedCases cases={featured} />
      </Section>
      <CtaBand
        id="contact-cta"
        heading={home.contact?.heading ?? ''}
        text={home.contact?.text}
        href="/contact"
        label={home.contact?.button ?? ''}
      />
      <Section id="partners" heading={home.partners?.heading ?? ''}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {(home.partners?.logos ?? []).map((logo, index) => (
            <li key={index} className="partner">
              <CmsImage media={logo.logo} height={56} decorative />
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
      <Section id="faq" heading={home.faqs?.heading ?? ''} layout="split">
        <FaqList faqs={faqs} />
      </Section>
      {/* Last, next to its copy in the RSC payload: gzip finds the second one. */}
      <OrganizationJsonLd settings={settings} locale={locale} />
    </>
  )
}
