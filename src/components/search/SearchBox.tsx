import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale, localizePath } from '@/lib/i18n/locales'
import { searchPages } from '@/lib/routes/resultPages'

import { SearchField } from './SearchField'

type Variant = 'header' | 'menu' | 'page'

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  )
}

/**
 * A site search form: a plain GET to the results page of the page's language
 * (`/zoeken?q=…`), so it works without JavaScript; with it the field suggests pages
 * while typing (SearchField). In the header (wide screens), in the phone menu, and on
 * the results page.
 */
export async function SearchBox({ variant, query }: { variant: Variant; query?: string }) {
  const [t, current] = await Promise.all([getTranslations('search'), getLocale()])
  const locale = isLocale(current) ? current : 'nl'
  const id = `search-${variant}`
  const onPage = variant === 'page'
  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      action={localizePath(searchPages.results, locale)}
      method="get"
      className={`search-form search-form-${variant}`}
    >
      <label id={`${id}-label`} htmlFor={id} className={onPage ? 'search-page-label' : 'sr-only'}>
        {onPage ? t('pageLabel') : t('label')}
      </label>
      <div className="search-box">
        <SearchField
          id={id}
          defaultValue={query}
          placeholder={onPage ? t('placeholder') : t('title')}
          className="search-input"
          suggestUrl={localizePath(searchPages.suggestions, locale)}
          texts={{ label: t('suggestions.label') }}
        />
        <button type="submit" className="search-submit">
          <SearchIcon />
          <span className={variant === 'header' ? 'sr-only' : undefined}>{t('submit')}</span>
        </button>
      </div>
    </form>
  )
}
