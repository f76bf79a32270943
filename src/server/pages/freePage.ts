import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { retentionOf } from '@/lib/leads/retention'
import { editableRecord } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { routeParams } from '@/server/params'
import { getPage, getSiteSettings, publishedSlugs } from '@/server/queries'

type Params = Promise<{ locale: string; page: string }>

export async function freePageStaticParams() {
  return (await publishedSlugs('pages')).map((page) => ({ page }))
}

export async function freePageMetadata(params: Params): Promise<Metadata> {
  const { locale, page: slug } = await routeParams(params)
  const page = await getPage(slug, locale)
  if (!page) notFound()
  return recordMetadata(locale, {
    path: `/${page.slug}`,
    title: page.title,
    seo: page.seo,
    description: page.intro,
  })
}

/** An editor-written page, with the retention periods the privacy page states. */
export async function loadFreePage(params: Params) {
  const { locale, page: slug } = await routeParams(params)
  const [page, settings] = await Promise.all([getPage(slug, locale), getSiteSettings(locale)])
  if (!page) notFound()
  return {
    locale,
    page,
    retention: retentionOf(settings.retention),
    edit: await editableRecord('pages', page),
  }
}
