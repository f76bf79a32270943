'use client'

import { usePathname } from 'next/navigation'

import { localeSwitchParam, localizePath, splitLocale, type Locale } from '@/lib/i18n/locales'
import { publicPath } from '@/lib/routes/filters'

import { useLocalePreference } from './LocalePreference'

type Option = { locale: Locale; name: string }
type Props = { label: string; options: Option[] }

/**
 * Links to the same page in each language. Without JavaScript the link itself
 * stores the choice (the proxy reads `?switch-locale=`); with it, the choice is also
 * written to storage so other tabs follow.
 */
export function LanguageSwitch({ label, options }: Props) {
  const path = publicPath(splitLocale(usePathname()).path)
  const { locale: currentLocale, setLocale } = useLocalePreference()
  return (
    <nav aria-label={label}>
      <ul className="lang-switch">
        {options.map((option) => {
          const isCurrent = option.locale === currentLocale
          const target = localizePath(path, option.locale)
          const href = `${target}${target.includes('?') ? '&' : '?'}${localeSwitchParam}=${option.locale}`
          return (
            <li key={option.locale}>
              <a
                href={href}
                lang={option.locale}
                hrefLang={option.locale}
                aria-current={isCurrent ? 'true' : undefined}
                className="lang-link"
                onClick={(event) => {
                  event.preventDefault()
                  setLocale(option.locale)
                }}
              >
                <span aria-hidden="true">{option.locale.toUpperCase()}</span>
                <span className="sr-only">{option.name}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
