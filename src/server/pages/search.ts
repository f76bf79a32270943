import 'server-only'

import type { Metadata } from 'next'
import { connection } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { payloadClient } from '@/cms/client'
import { searchSite, type SearchOutcome } from '@/cms/search/search'
import { searchStore } from '@/cms/search/store'
import type { Locale } from '@/lib/i18n/locales'
import { isSitePath } from '@/lib/routes/links'
import { searchStatuses, type SearchStatusSlug } from '@/lib/routes/resultPages'
import { maxQueryLength, queryWords, readQuery } from '@/lib/search/query'
import { loggableError } from '@/lib/loggableError'
import { localeOf } from '@/server/params'
import { getSiteSettings } from '@/server/queries'

type Params = Promise<{ locale: string }>
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Results per page: enough to scan, few enough for the page's HTML budget. */
export const resultsPerPage = 10
/** Pages beyond this are not offered: nobody reads them, and scripts should not walk them. */
const maxPage = 20

function pageNumber(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1
}

/** Never indexed (docs/operations.md, "Search"): the query is the visitor's, not the site's. */
export async function searchMetadata(
  params: Params,
  searchParams: SearchParams,
): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const { text } = readQuery((await searchParams).q)
  return {
    title: text ? t('resultsTitle', { query: text }) : t('title'),
    robots: { index: false, follow: true },
  }
}

/** The main pages the empty state offers: the site's own main navigation. */
async function mainPages(locale: Locale) {
  const settings = await getSiteSettings(locale)
  return (settings.navigation ?? [])
    .filter((item) => isSitePath(item.href))
    .map((item) => ({ href: item.href, label: item.label }))
}

/**
 * A search that found nothing is remembered for the agency's dashboard: the query's
 * text and language, no address, no visitor. A failing write is logged; the visitor
 * still gets the page.
 */
async function rememberMiss(text: string, locale: Locale) {
  try {
    const payload = await payloadClient()
    await (await searchStore(payload)).recordMiss(text.toLowerCase(), locale, new Date())
  } catch (error) {
    console.error('[search] could not remember a search without results', loggableError(error))
  }
}

/** The results page: rendered per request from `?q=` (and `?pagina=`). */
export async function loadSearchPage(params: Params, searchParams: SearchParams) {
  await connection()
  const locale = await localeOf(params)
  const given = await searchParams
  const query = readQuery(given.q)
  const page = pageNumber(given.pagina)
  const words = queryWords(query.text, locale)
  let outcome: SearchOutcome = { total: 0, results: [] }
  if (words.length) {
    const payload = await payloadClient()
    outcome = await searchSite(payload, locale, query.text, {
      limit: resultsPerPage,
      offset: (page - 1) * resultsPerPage,
    })
    if (outcome.total === 0) await rememberMiss(query.text, locale)
  }
  const pages = Math.min(maxPage, Math.ceil(outcome.total / resultsPerPage))
  return {
    locale,
    query: query.text,
    cut: query.cut,
    maxLength: maxQueryLength,
    searched: words.length > 0,
    total: outcome.total,
    results: outcome.results,
    page,
    pages,
    perPage: resultsPerPage,
    mainPages: outcome.total === 0 ? await mainPages(locale) : [],
  }
}

export type SearchPageProps = Awaited<ReturnType<typeof loadSearchPage>>

/** A refused search's page (prerendered; the proxy sends it with 400 or 429). */
export async function loadSearchStatus(params: Promise<{ locale: string; status: string }>) {
  const { status } = await params
  const locale = await localeOf(params)
  const key = searchStatuses[status as SearchStatusSlug] ?? 'invalid'
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: t(`${key}.title`), text: t(`${key}.text`), linkLabel: t(`${key}.link`) }
}

export async function searchStatusMetadata(
  params: Promise<{ locale: string; status: string }>,
): Promise<Metadata> {
  const { title } = await loadSearchStatus(params)
  return { title, robots: { index: false } }
}
