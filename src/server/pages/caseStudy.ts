import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pagerLink } from '@/lib/pager'
import { mediaShareImage } from '@/lib/seo'
import { editableRecord } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { routeParams } from '@/server/params'
import { getCaseStudyWithNeighbours, getSiteSettings, publishedSlugs } from '@/server/queries'

type Params = Promise<{ locale: string; id: string }>

export async function caseStudyStaticParams() {
  return (await publishedSlugs('case-studies')).map((id) => ({ id }))
}

export async function caseStudyMetadata(params: Params): Promise<Metadata> {
  const { locale, id } = await routeParams(params)
  const study = (await getCaseStudyWithNeighbours(id, locale))?.item
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
  const [found, settings] = await Promise.all([
    getCaseStudyWithNeighbours(id, locale),
    getSiteSettings(locale),
  ])
  if (!found) notFound()
  const { item: study, previous, next } = found
  const link = pagerLink('/cases', (item: typeof study) => item.header.title)
  return {
    locale,
    study,
    previous: link(previous),
    next: link(next),
    publisher: settings.agencyName,
    edit: await editableRecord('case-studies', study),
  }
}
