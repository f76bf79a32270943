import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'
import { caseServiceKeys, type CaseServiceKey } from '@/lib/serviceKeys'
import { catalogueMetadata } from '@/server/metadata'
import { localeOf, routeParams } from '@/server/params'
import { getCaseFilterTags, getCaseStudies } from '@/server/queries'

type Params = Promise<{ locale: string }>
type FilterParams = Promise<{ locale: string; service: string }>

const isServiceKey = (value: string): value is CaseServiceKey =>
  (caseServiceKeys as readonly string[]).includes(value)

export async function casesMetadata(params: Params): Promise<Metadata> {
  return catalogueMetadata(await localeOf(params), '/cases', 'cases')
}

export async function filteredCasesMetadata(params: FilterParams): Promise<Metadata> {
  const { locale, service } = await routeParams(params)
  return catalogueMetadata(locale, `/cases?service=${service}`, 'cases')
}

/** The case overview: all cases, the filter tabs' names. */
export async function loadCaseOverview(params: Params) {
  return overview(await localeOf(params))
}

/** The overview filtered to one service (`/cases?service=…`, rewritten to this route). */
export async function loadFilteredCases(params: FilterParams) {
  const { locale, service } = await routeParams(params)
  if (!isServiceKey(service)) notFound()
  return overview(locale, service)
}

async function overview(locale: Locale, service?: CaseServiceKey) {
  const [cases, tags] = await Promise.all([getCaseStudies(locale), getCaseFilterTags(locale)])
  return { locale, cases, tags, service }
}
