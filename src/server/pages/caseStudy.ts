import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { neighbours, pagerLink } from '@/lib/pager'
import { mediaShareImage } from '@/lib/seo'
import { recordMetadata } from '@/server/metadata'
import { routeParams, staticLocale } from '@/server/params'
import { getCaseStudies, getCaseStudy, getSiteSettings } from '@/server/queries'

type Params = Promise<{ locale: string; id: string }>

export async function caseStudyStaticParams({ params }: { params: { locale: string } }) {
  return (await getCaseStudies(staticLocale(params))).map((study) => ({ id: study.slug }))
}

export async function caseStudyMetadata(params: Params): Promise<Metadata> {
  const { locale, id } = await routeParams(params)
  const study = await getCaseStudy(id, locale)
  if (!study) return {}
  return recordMetadata(locale, {
    path: `/cases/${study.slug}`,
    title: study.header.title,
    seo: study.seo,
    description: study.header.subtitle,
    image: mediaShareImage(study.image),
  })
}

/** One case study, with the previous and next one in the editors' order. */
export async function loadCaseStudyPage(params: Params) {
  const { locale, id } = await routeParams(params)
  const [study, all, settings] = await Promise.all([
    getCaseStudy(id, locale),
    getCaseStudies(locale),
    getSiteSettings(locale),
  ])
  if (!study) notFound()
  const { previous, next } = neighbours(all, (item) => item.slug === study.slug)
  const link = pagerLink('/cases', (item: typeof study) => item.header.title)
  return {
    locale,
    study,
    previous: link(previous),
    next: link(next),
    publisher: settings.agencyName,
  }
}
