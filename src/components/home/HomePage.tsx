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
import { marker, type Editable } from '@/lib/editing/marks'
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
  /** The home page, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
  /** The questions an editor may change in this preview, by id. */
  faqEdits?: Record<string, Editable>
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
  edit,
  faqEdits,
}: Props) {
  const t = await getTranslations('home')
  const field = marker(edit)
  const section = (name: string) => ({
    heading: field(`${name}.heading`),
    intro: field(`${name}.${name === 'about' ? 'text' : 'intro'}`),
  })
  const words = (home.hero?.rotatingWords ?? []).map((item) => item.word)
  return (
    <>
      <Hero
        title={home.hero?.title}
        words={words}
        intro={home.hero?.intro}
        primaryCta={home.hero?.primaryCta}
        secondaryCta={home.hero?.secondaryCta}
        fields={marker(edit, 'hero')}
      />
      <Section
        id="over"
        heading={home.about?.heading ?? ''}
        intro={home.about?.text}
        layout="split"
        marks={section('about')}
      >
        <KeyFigures figures={home.about?.stats ?? []} fields={marker(edit, 'about.stats')} />
      </Section>
      <Section
        id="diensten"
        heading={home.services?.heading ?? ''}
        intro={home.services?.intro}
        tone="mist"
        marks={section('services')}
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
        marks={section('work')}
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
        marks={{
          heading: field('contact.heading'),
          text: field('contact.text'),
          label: field('contact.button'),
        }}
      />
      <Section
        id="partners"
        heading={home.partners?.heading ?? ''}
        marks={{ heading: field('partners.heading') }}
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {(home.partners?.logos ?? []).map((logo, index) => (
            <li key={index} className="partner">
              <CmsImage
                media={logo.logo}
                height={56}
                decorative
                mark={field(`partners.logos.${index}.logo`)}
              />
              <span {...field(`partners.logos.${index}.name`)}>{logo.name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="testimonials"
        heading={home.testimonials?.heading ?? t('testimonialsHeading')}
        tone="mist"
        marks={{ heading: home.testimonials?.heading ? field('testimonials.heading') : {} }}
      >
        <TestimonialList testimonials={testimonials} />
      </Section>
      <Section
        id="faq"
        heading={home.faqs?.heading ?? ''}
        layout="split"
        marks={{ heading: field('faqs.heading') }}
      >
        <FaqList faqs={faqs} edits={faqEdits} />
      </Section>
      {/* Last, next to its copy in the RSC payload: gzip finds the second one. */}
      <OrganizationJsonLd settings={settings} locale={locale} />
    </>
  )
}
