import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/layout/PageHeader'
import { localizePath, type Locale } from '@/lib/i18n/locales'
import { searchPages } from '@/lib/routes/resultPages'
import type { SearchKind } from '@/lib/search/documents'
import type { Segment } from '@/lib/search/snippet'

import { SearchBox } from './SearchBox'

type Result = { kind: SearchKind; title: string; path: string; snippet: Segment[] }

type Props = {
  locale: Locale
  query: string
  cut: boolean
  maxLength: number
  /** Whether the query had any word to search on. */
  searched: boolean
  total: number
  results: Result[]
  page: number
  pages: number
  perPage: number
  mainPages: { href: string; label: string }[]
}

/** The snippet's text with the matched words in `<mark>`: text nodes only, never HTML. */
function Snippet({ segments }: { segments: Segment[] }) {
  return (
    <p className="search-snippet">
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </p>
  )
}

function pageHref(locale: Locale, query: string, page: number) {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('pagina', String(page))
  return `${localizePath(searchPages.results, locale)}?${params}`
}

/**
 * The results page: the form again (with the query), a note when the query was cut,
 * the count, the results (type, title, snippet with the matched words marked) and a
 * pager; when nothing was found, the main pages instead.
 */
export async function SearchPage(props: Props) {
  const { locale, query, cut, maxLength, searched, total, results, page, pages, perPage } = props
  const t = await getTranslations('search')
  const from = (page - 1) * perPage + 1
  return (
    <>
      <PageHeader
        title={query ? t('resultsTitle', { query }) : t('title')}
        intro={query ? null : t('intro')}
      >
        <div className="mt-8 max-w-2xl">
          <SearchBox variant="page" query={query} />
        </div>
        {cut ? (
          <p className="search-note mt-4" role="note">
            {t('cut', { max: maxLength })}
          </p>
        ) : null}
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        {searched && total > 0 ? (
          <section aria-labelledby="search-count">
            <h2 id="search-count" className="text-lg font-bold">
              {t('count', { count: total, query })}
            </h2>
            {pages > 1 ? (
              <p className="text-muted">
                {t('range', { from, to: Math.min(total, from + perPage - 1), count: total })}
              </p>
            ) : null}
            <ol className="search-results" start={from}>
              {results.map((result) => (
                <li key={result.path} className="search-result">
                  <p className="search-kind">{t(`kinds.${result.kind}`)}</p>
                  <h3 className="text-h3 font-bold">
                    <NextLink
                      href={localizePath(result.path, locale)}
                      prefetch={false}
                      className="search-result-link"
                    >
                      {result.title}
                    </NextLink>
                  </h3>
                  <Snippet segments={result.snippet} />
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label={t('pager.label')} className="search-pager">
                {page > 1 ? (
                  <a href={pageHref(locale, query, page - 1)} className="button-outline">
                    {t('pager.previous')}
                  </a>
                ) : null}
                <p className="text-muted">{t('pager.page', { page, pages })}</p>
                {page < pages ? (
                  <a href={pageHref(locale, query, page + 1)} className="button-outline">
                    {t('pager.next')}
                  </a>
                ) : null}
              </nav>
            ) : null}
          </section>
        ) : null}
        {query && total === 0 ? (
          <section aria-labelledby="search-empty" className="max-w-prose">
            <h2 id="search-empty" className="text-h2 font-extrabold">
              {t('emptyTitle', { query })}
            </h2>
            <p className="mt-4 text-lg text-muted">{t('emptyText')}</p>
            <nav aria-label={t('mainPages')} className="mt-6">
              <ul className="search-main-pages">
                {props.mainPages.map((item) => (
                  <li key={item.href}>
                    <NextLink
                      href={localizePath(item.href, locale)}
                      prefetch={false}
                      className="filter-tab"
                    >
                      {item.label}
                    </NextLink>
                  </li>
                ))}
              </ul>
            </nav>
          </section>
        ) : null}
      </div>
    </>
  )
}
