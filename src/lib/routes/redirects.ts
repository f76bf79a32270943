import { redirectsFile } from '@/lib/dataPaths'
import { isLocale, localizePath, type Locale } from '@/lib/i18n/locales'

import { storedList } from './sharedList'

/**
 * Redirects editors manage in the admin (collection `redirects`), as the proxy answers
 * them: `from` is a locale-free (Dutch) path. A redirect to a record answers in every
 * language, each to the record's page in that language; one to a URL answers the Dutch
 * path only. Kept in a small file next to the database, rewritten on every change, so
 * a new redirect answers at once, without a rebuild.
 */
export type RedirectRule = { from: string; to: string; toRecord: boolean; permanent: boolean }

/** A path as editors type it, made comparable: a leading slash, no trailing one, no query. */
export function normalizePath(value: string): string {
  const bare = value.trim().split(/[?#]/)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

/** Why a redirect cannot be saved (Dutch, for the editor), or null when it can. */
export function redirectProblem({
  from,
  to,
  livePaths,
  rules,
}: {
  from: string
  /** A locale-free path for a record or a site path; null for another site's URL. */
  to: string | null
  livePaths: ReadonlySet<string>
  /** The other redirects, by their `from`. */
  rules: ReadonlyMap<string, string | null>
}): string | null {
  if (!/^\/[^/]/.test(from) && from !== '/')
    return 'Begin het pad met één / (bijvoorbeeld /oude-pagina).'
  const [, first] = from.split('/')
  if (isLocale(first)) {
    return `Geef het Nederlandse pad zonder /${first}: een redirect naar een pagina geldt in elke taal.`
  }
  if (livePaths.has(from))
    return `Op ${from} staat een gepubliceerde pagina; een redirect zou die verbergen.`
  // Follow the chain from the target: back at `from` means visitors would go round.
  const seen = new Set([from])
  for (let next = to; next !== null; next = rules.get(next) ?? null) {
    if (seen.has(next)) return `Deze redirect maakt een kring: ${[...seen, next].join(' → ')}.`
    seen.add(next)
    if (!rules.has(next)) break
  }
  return null
}

/** Where a request goes, or null: `path` is locale-free, `locale` the URL's language. */
export function redirectFor(
  rules: ReadonlyMap<string, RedirectRule>,
  path: string,
  locale: Locale,
  prefixed: boolean,
): { location: string; status: 301 | 302 } | null {
  const rule = rules.get(normalizePath(path))
  if (!rule || (prefixed && !rule.toRecord)) return null
  return {
    location: rule.toRecord ? localizePath(rule.to, locale) : rule.to,
    status: rule.permanent ? 301 : 302,
  }
}

const stored = storedList<RedirectRule, ReadonlyMap<string, RedirectRule>>(
  'redirects',
  redirectsFile,
  (list) => new Map(list.map((rule) => [rule.from, rule])),
)

/** The current rules (none yet: empty); through Redis when several instances share them. */
export async function redirectRules(): Promise<ReadonlyMap<string, RedirectRule>> {
  return (await stored.read()) ?? new Map()
}

export const writeRedirectRules = (rules: RedirectRule[]): Promise<void> => stored.write(rules)
