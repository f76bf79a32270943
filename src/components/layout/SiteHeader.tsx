import { getTranslations } from 'next-intl/server'

import { LanguageSwitch } from '@/components/i18n/LanguageSwitch'
import { LocaleLink } from '@/components/navigation/LocaleLink'
import { localeNames, locales } from '@/lib/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { NavLinks } from './NavLinks'

/**
 * Logo, main navigation and language switch. On phones the navigation folds into a
 * native disclosure (`<details>`), which works by keyboard and without JavaScript.
 */
export async function SiteHeader({ settings }: { settings: SiteSetting }) {
  const t = await getTranslations('components')
  const switchLabels = {
    label: t('languageSwitch.label'),
    options: locales.map((locale) => ({ locale, name: localeNames[locale] })),
  }
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex items-center justify-between gap-6 py-4">
        <LocaleLink href="/" className="text-xl font-extrabold tracking-tight text-ink">
          <span aria-hidden="true">{settings.agencyName}</span>
          <span className="sr-only">{t('header.homeLink', { name: settings.agencyName })}</span>
        </LocaleLink>
        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <NavLinks
            items={settings.navigation}
            className="flex gap-6 text-sm font-medium"
            linkClassName="nav-link"
          />
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch {...switchLabels} />
          <details className="mobile-menu lg:hidden">
            <summary className="button-outline cursor-pointer list-none">
              {t('header.menu')}
            </summary>
            <nav aria-label={t('header.mainNav')} className="mobile-menu-panel">
              <NavLinks
                items={settings.navigation}
                className="flex flex-col gap-1"
                linkClassName="block rounded-md px-4 py-3 text-lg font-medium hover:bg-mist"
              />
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
