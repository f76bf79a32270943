import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'
import { neighbours, pagerLink } from '@/lib/pager'
import { recordMetadata } from '@/server/metadata'
import { routeParams, staticLocale } from '@/server/params'
import { getDigitalMarketingServices, getServices, getSiteSettings } from '@/server/queries'

type Params<K extends string> = Promise<{ locale: string } & Record<K, string>>
type Titled = { slug: string; title: string }

const parentSlug = 'digital-marketing'
const subBase = `/services/${parentSlug}`

/** One item of a list in the editors' order, with links to its previous and next sibling. */
function withNeighbours<T extends Titled>(items: T[], slug: string, base: string) {
  const item = items.find((candidate) => candidate.slug === slug)
  if (!item) notFound()
  const { previous, next } = neighbours(items, (candidate) => candidate.slug === slug)
  const link = pagerLink(base, (candidate: T) => candidate.title)
  return { service: item, path: `${base}/${item.slug}`, previous: link(previous), next: link(next) }
}

async function mainService(locale: Locale, slug: string) {
  const [services, settings] = await Promise.all([getServices(locale), getSiteSettings(locale)])
  return { locale, publisher: settings.agencyName, ...withNeighbours(services, slug, '/services') }
}

async function subService(locale: Locale, slug: string) {
  const [subs, settings] = await Promise.all([
    getDigitalMarketingServices(locale),
    getSiteSettings(locale),
  ])
  return { locale, publisher: settings.agencyName, ...withNeighbours(subs, slug, subBase) }
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
export async function serviceStaticParams({ params }: { params: { locale: string } }) {
  return (await getServices(staticLocale(params)))
    .filter((service) => service.slug !== parentSlug)
    .map((service) => ({ service: service.slug }))
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

export async function subServiceStaticParams({ params }: { params: { locale: string } }) {
  const subs = await getDigitalMarketingServices(staticLocale(params))
  return subs.map((service) => ({ sub: service.slug }))
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
