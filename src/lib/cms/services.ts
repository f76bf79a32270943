import { notFound } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'
import { neighbours } from '@/lib/pager'

import { getDigitalMarketingServices, getServices } from './queries'

type Linkable = { slug: string; title: string }
const linkTo = (base: string) => (item: Linkable | null) =>
  item ? { href: `${base}/${item.slug}`, title: item.title } : null

/** A main service with links to the previous and next one in the editors' order. */
export async function loadService(locale: Locale, slug: string) {
  const services = await getServices(locale)
  const service = services.find((item) => item.slug === slug)
  if (!service) notFound()
  const { previous, next } = neighbours(services, (item) => item.slug === slug)
  const link = linkTo('/services')
  return { service, previous: link(previous), next: link(next) }
}

/** A digital-marketing sub-service with its previous and next sibling. */
export async function loadDigitalMarketingService(locale: Locale, slug: string) {
  const services = await getDigitalMarketingServices(locale)
  const service = services.find((item) => item.slug === slug)
  if (!service) notFound()
  const { previous, next } = neighbours(services, (item) => item.slug === slug)
  const link = linkTo('/services/digital-marketing')
  return { service, previous: link(previous), next: link(next) }
}
