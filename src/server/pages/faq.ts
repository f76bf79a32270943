import 'server-only'

import type { Metadata } from 'next'

import { faqGroups } from '@/lib/serviceKeys'
import { editableRecords } from '@/server/editing'
import { catalogueMetadata } from '@/server/metadata'
import { localeOf } from '@/server/params'
import { getFaqs } from '@/server/queries'

type Params = Promise<{ locale: string }>

export async function faqMetadata(params: Params): Promise<Metadata> {
  return catalogueMetadata(await localeOf(params), '/faq', 'faq')
}

/** Every FAQ, grouped by service in the spec's order; empty groups left out. */
export async function loadFaqPage(params: Params) {
  const locale = await localeOf(params)
  const faqs = await getFaqs(locale)
  const groups = faqGroups
    .map((group) => ({ group, entries: faqs.filter((faq) => faq.group === group) }))
    .filter(({ entries }) => entries.length)
  return { locale, groups, edits: await editableRecords('faqs', faqs) }
}
