import { getTranslations } from 'next-intl/server'

import { SparkMark } from '@/components/brand/SparkMark'
import { TestimonialList } from '@/components/home/TestimonialList'
import { PageHeader } from '@/components/layout/PageHeader'
import { Section } from '@/components/layout/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { CatalogueBreadcrumbsJsonLd, OrganizationJsonLd } from '@/components/seo/JsonLd'
import { marker, noMarks, within, type Editable, type Marker } from '@/lib/editing/marks'
import type { Locale } from '@/lib/i18n/locales'
import type { About, SiteSetting, Testimonial } from '@/payload-types'

function Steps({
  steps,
  locale,
  fields = noMarks,
}: {
  steps: { id?: string | null; title?: string | null; text?: string | null }[]
  locale: Locale
  /** The steps' rows, in an editor's preview. */
  fields?: Marker
}) {
  const number = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 })
  // Four steps fill a row of four; otherwise rows of three.
  const columns = steps.length % 4 === 0 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'
  return (
    <ol className={`grid gap-x-8 gap-y-10 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.id ?? index}
          className="grid grid-cols-[auto_1fr] gap-x-4 border-t-[3px] border-ink pt-5 sm:block"
        >
          <span
            aria-hidden="true"
            className="row-span-2 flex size-11 items-center justify-center rounded-full bg-spark text-sm font-extrabold text-ink"
          >
            {number.format(index + 1)}
          </span>
          <h3 className="self-center text-h3 font-bold sm:mt-5" {...fields(`${index}.title`)}>
            {step.title}
          </h3>
          <p className="mt-2 text-muted" {...fields(`${index}.text`)}>
            {step.text}
          </p>
        </li>
      ))}
    </ol>
  )
}

type Props = {
  locale: Locale
  about: About
  settings: SiteSetting
  testimonials: Testimonial[]
  /** The page, in an editor's preview: its texts lead to their fields (src/lib/editing). */
  edit?: Editable
}

/** About us (spec §2): features, why, how, team, testimonials. */
export async function AboutPage({ locale, about, settings, testimonials, edit }: Props) {
  const t = await getTranslations('about')
  const field = marker(edit)
  // A heading the page shows from the global (the testimonials' falls back to the catalogue).
  const heading = (name: string, shown: unknown = true) => ({
    heading: shown ? field(`${name}.heading`) : {},
  })
  return (
    <>
      <CatalogueBreadcrumbsJsonLd locale={locale} namespace="about" path="/over-ons" />
      <PageHeader
        eyebrow={t('title')}
        title={about.header?.title ?? t('title')}
        intro={about.header?.intro}
        marks={{
          title: about.header?.title ? field('header.title') : {},
          intro: field('header.intro'),
        }}
      />
      <Section id="features" heading={t('featuresHeading')}>
        <ul className="grid gap-5 md:grid-cols-2 lg:gap-6">
          {(about.features ?? []).map((feature, index) => (
            <li
              key={feature.id}
              className="flex gap-5 rounded-[var(--radius-card)] bg-mist p-6 md:p-8"
            >
              <SparkMark className="mt-1 size-6 shrink-0 text-spark" />
              <div>
                <h3 className="text-h3 font-bold" {...field(`features.${index}.title`)}>
                  {feature.title}
                </h3>
                <p className="mt-2 text-muted" {...field(`features.${index}.text`)}>
                  {feature.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why" heading={about.why?.heading ?? ''} tone="mist" marks={heading('why')}>
        <Steps steps={about.why?.steps ?? []} locale={locale} fields={within(field, 'why.steps')} />
      </Section>
      <Section id="how" heading={about.how?.heading ?? ''} marks={heading('how')}>
        <Steps steps={about.how?.steps ?? []} locale={locale} fields={within(field, 'how.steps')} />
      </Section>
      <Section id="team" heading={about.team?.heading ?? ''} tone="mist" marks={heading('team')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {(about.team?.members ?? []).map((member, index) => (
            <li key={member.id} className="card">
              <div className="flex items-center gap-4 p-5 sm:block sm:p-0">
                <CmsImage
                  media={member.photo}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 80px"
                  className="size-20 shrink-0 rounded-xl object-cover sm:aspect-[4/5] sm:size-auto sm:w-full sm:rounded-none"
                  mark={field(`team.members.${index}.photo`)}
                />
                <div className="sm:px-6 sm:pt-5">
                  <h3 className="text-h3 font-bold" {...field(`team.members.${index}.name`)}>
                    {member.name}
                  </h3>
                  <p
                    className="mt-1 text-sm font-bold text-brand"
                    {...field(`team.members.${index}.role`)}
                  >
                    {member.role}
                  </p>
                </div>
              </div>
              <p
                className="px-5 pb-5 text-[0.9375rem] text-muted sm:mt-3 sm:px-6 sm:pb-6"
                {...field(`team.members.${index}.bio`)}
              >
                {member.bio}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="testimonials"
        heading={about.testimonials?.heading ?? t('testimonialsHeading')}
        marks={heading('testimonials', about.testimonials?.heading)}
      >
        <TestimonialList testimonials={testimonials} />
      </Section>
      {/* Last, next to its copy in the RSC payload: gzip finds the second one. */}
      <OrganizationJsonLd settings={settings} locale={locale} />
    </>
  )
}
