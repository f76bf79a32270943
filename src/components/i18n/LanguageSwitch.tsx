'use client'

import { usePathname } from '@/i18n/navigation'
import { localeSwitchParam, localizePath, type Locale } from '@/lib/i18n/locales'

import { useLocalePreference } from './LocalePreference'

type Option = { locale: Locale; name: string }
type Props = { label: string; options: Option[] }

/**
 * Links to the same page in each language. Without JavaScript the link itself
 * stores the choice (the proxy reads `?switch-locale=`); with it, the choice is also
 * written to storage so other tabs follow.
 */
export function LanguageSwitch({ label, options }: Props) {
  const path = usePathname()
  const { locale: currentLocale, setLocale } = useLocalePreference()
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 text-sm">
        {options.map((option) => {
          const isCurrent = option.locale === currentLocale
          const href = `${localizePath(path, option.locale)}?${localeSwitchParam}=${option.locale}`
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
