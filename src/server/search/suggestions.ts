import 'server-only'

import { createTranslator } from 'use-intl/core'

import { payloadClient } from '@/cms/client'
import { suggestPages } from '@/cms/search/search'
import { requestClientAddress } from '@/lib/http/clientAddress'
import { catalogues } from '@/lib/i18n/catalogues'
import { isLocale, localizePath, type Locale } from '@/lib/i18n/locales'
import { loggableError } from '@/lib/loggableError'
import { takeSuggestion } from '@/lib/rateLimit'
import { isUtf8Query } from '@/lib/search/gate'
import { readQuery, suggestMinLength } from '@/lib/search/query'

/** Pages suggested at most: what fits under the field on a phone. */
export const suggestionCount = 6

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * `/zoeken/suggesties?q=…` (per language): the pages the text typed so far finds, for
 * the search field's list (src/components/search/SearchSuggestions.tsx), with their
 * type and how many in the visitor's language. The same checks as the results page:
 * not UTF-8 → 400, past the client's limit → 429, each with a message. Suggestions
 * are an enhancement: when the database fails, the list stays empty (and it is logged).
 */
export async function suggestionsAnswer(request: Request, localeParam: string): Promise<Response> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'nl'
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'search' })
  const url = new URL(request.url)
  if (!isUtf8Query(url.search)) {
    return Response.json({ error: t('invalid.text') }, { status: 400, headers })
  }
  const query = readQuery(url.searchParams.get('q'))
  if (Array.from(query.text).length < suggestMinLength) {
    return Response.json({ results: [], status: '' }, { headers })
  }
  const wait = await takeSuggestion(requestClientAddress(request.headers))
  if (wait > 0) {
    return Response.json(
      { error: t('tooMany.text') },
      { status: 429, headers: { ...headers, 'Retry-After': String(wait) } },
    )
  }
  try {
    const payload = await payloadClient()
    const found = await suggestPages(payload, locale, query.text, suggestionCount)
    const results = found.map((result) => ({
      title: result.title,
      kind: t(`kinds.${result.kind}`),
      href: localizePath(result.path, locale),
    }))
    return Response.json(
      { results, status: t('suggestions.count', { count: results.length }) },
      { headers },
    )
  } catch (error) {
    console.error('[search] suggestions failed', loggableError(error))
    return Response.json({ results: [], status: '' }, { headers })
  }
}
