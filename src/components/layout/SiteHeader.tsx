import { getTranslations } from 'next-intl/server'

import { SparkMark } from '@/components/brand/SparkMark'
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import { SearchBox } from '@/components/search/SearchBox'
import { marker, type Editable } from '@/lib/editing/marks'
import { localeNames, locales } from '@/lib/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { NavLinks } from './NavLinks'

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="menu-icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
    >
      <path className="icon-open" d="M4 7h16M4 12h16M4 17h10" />
      <path className="icon-close" d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

/**
 * Logo, main navigation, site search and language switch. On phones the navigation and
 * the search field fold into a native disclosure (`<details>`), which works by keyboard
 * and without JavaScript. Its elements take one class each (`.site-*`, globals.css):
 * the header is in every page's HTML and again in its RSC payload, each utility too.
 */
export async function SiteHeader({ settings, edit }: { settings: SiteSetting; edit?: Editable }) {
  const t = await getTranslations('components')
  const field = marker(edit)
  const switchLabels = {
    label: t('languageSwitch.label'),
    options: locales.map((locale) => ({ locale, name: localeNames[locale] })),
  }
  // "Vonk Digital" stacks on phones so logo, language switch and menu fit at 320 px.
  const [firstWord, ...restWords] = settings.agencyName.split(' ')
  return (
    <header className="site-header">
      <div className="container-page site-header-bar">
        <LocaleLink href="/" className="site-logo">
          <SparkMark className="site-logo-mark" />
          <span aria-hidden="true" className="site-logo-name" {...field('agencyName')}>
            {firstWord}
            {restWords.length ? (
              <span className="site-logo-rest">
                <span className="hidden sm:inline"> </span>
                {restWords.join(' ')}
              </span>
            ) : null}
          </span>
          <span className="sr-only">{t('header.homeLink', { name: settings.agencyName })}</span>
        </LocaleLink>
        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <NavLinks
            items={settings.navigation}
            className="site-nav"
            linkClassName="nav-link"
            fields={marker(edit, 'navigation')}
          />
        </nav>
        <div className="site-header-tools">
          <div className="hidden lg:block">
            <SearchBox variant="header" />
          </div>
          <LanguageSwitch {...switchLabels} />
          <details className="mobile-menu lg:hidden">
            <summary className="menu-button">
              <MenuIcon />
              {t('header.menu')}
            </summary>
            <div className="mobile-menu-panel">
              <div className="container-page pt-4">
                <SearchBox variant="menu" />
              </div>
              <nav aria-label={t('header.mainNav')}>
                <NavLinks
                  items={settings.navigation}
                  className="container-page py-2"
                  linkClassName="mobile-menu-link"
                  fields={marker(edit, 'navigation')}
                />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
