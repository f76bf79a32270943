import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { routedCollections } from '@/lib/editorial'
import type { Locale } from '@/lib/i18n/locales'
import { pagerLink } from '@/lib/pager'
import { editableRecord } from '@/server/editing'
import { recordMetadata } from '@/server/metadata'
import { routeParams } from '@/server/params'
import {
  getDigitalMarketingServices,
  getDigitalMarketingServiceWithNeighbours,
  getServiceWithNeighbours,
  getSiteSettings,
  publishedSlugs,
} from '@/server/queries'

type Params<K extends string> = Promise<{ locale: string } & Record<K, string>>
type Titled = { slug: string; title: string }
type Found<T> = { item: T; previous: T | null; next: T | null } | null

const parentSlug = 'digital-marketing'

/** A service page's data: the service, its path, its previous/next links, the agency. */
async function servicePage<T extends Titled & { id: number }>(
  locale: Locale,
  collection: 'services' | 'digital-marketing-services',
  found: Found<T>,
) {
  if (!found) notFound()
  const base = routedCollections[collection]
  const settings = await getSiteSettings(locale)
  const link = pagerLink(base, (item: T) => item.title)
  return {
    locale,
    publisher: settings.agencyName,
    service: found.item,
    path: `${base}/${found.item.slug}`,
    previous: link(found.previous),
    next: link(found.next),
    edit: await editableRecord(collection, found.item),
  }
}

async function mainService(locale: Locale, slug: string) {
  return servicePage(locale, 'services', await getServiceWithNeighbours(slug, locale))
}

async function subService(locale: Locale, slug: string) {
  const found = await getDigitalMarketingServiceWithNeighbours(slug, locale)
  return servicePage(locale, 'digital-marketing-services', found)
}

function serviceMetadata(
  locale: Locale,
  { service, path }: Awaited<ReturnType<typeof mainService | typeof subService>>,
) {
  return recordMetadata(locale, {
    path,
    title: service.title,
    seo: service.seo,
    description: service.description,
  })
}

/** The main services but digital marketing, which has its own route listing its subs. */
export async function serviceStaticParams() {
  const slugs = await publishedSlugs('services')
  return slugs.filter((slug) => slug !== parentSlug).map((service) => ({ service }))
}

export async function serviceRouteMetadata(params: Params<'service'>): Promise<Metadata> {
  const { locale, service } = await routeParams(params)
  return serviceMetadata(locale, await mainService(locale, service))
}

export async function loadServicePage(params: Params<'service'>) {
  const { locale, service } = await routeParams(params)
  return mainService(locale, service)
}

export async function digitalMarketingMetadata(params: Params<never>): Promise<Metadata> {
  const { locale } = await routeParams(params)
  return serviceMetadata(locale, await mainService(locale, parentSlug))
}

/** Digital marketing: a main service whose page also lists its sub-services. */
export async function loadDigitalMarketingPage(params: Params<never>) {
  const { locale } = await routeParams(params)
  const [page, subs] = await Promise.all([
    mainService(locale, parentSlug),
    getDigitalMarketingServices(locale),
  ])
  return { ...page, subs }
}

export async function subServiceStaticParams() {
  return (await publishedSlugs('digital-marketing-services')).map((sub) => ({ sub }))
}

export async function subServiceMetadata(params: Params<'sub'>): Promise<Metadata> {
  const { locale, sub } = await routeParams(params)
  return serviceMetadata(locale, await subService(locale, sub))
}

/** A digital-marketing sub-service, under its parent in the breadcrumbs. */
export async function loadSubServicePage(params: Params<'sub'>) {
  const { locale, sub } = await routeParams(params)
  const [page, parent] = await Promise.all([
    subService(locale, sub),
    mainService(locale, parentSlug),
  ])
  return { ...page, parent: { name: parent.service.title, path: parent.path } }
}
