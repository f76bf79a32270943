import 'server-only'

import type { Metadata } from 'next'

import { catalogueMetadata } from '@/server/metadata'
import { localeOf } from '@/server/params'
import { getSiteSettings } from '@/server/queries'

type Params = Promise<{ locale: string }>

export async function contactMetadata(params: Params): Promise<Metadata> {
  return catalogueMetadata(await localeOf(params), '/contact', 'contact')
}

/** The contact page: the form and the agency's details from the site settings. */
export async function loadContactPage(params: Params) {
  const locale = await localeOf(params)
  return { locale, settings: await getSiteSettings(locale) }
}
