import 'server-only'

import { getRequestConfig } from 'next-intl/server'
import { locale as rootLocale } from 'next/root-params'

import { defaultLocale, fallbackLocale, isLocale, type Locale } from '@/lib/i18n/locales'
import {
  messageFallback,
  reportMessageError,
  withFallback,
  type Catalogue,
} from '@/lib/i18n/messages'

import { catalogues } from '@/lib/i18n/catalogues'

// `params.requestLocale` is a getter that reads request headers (making every page
// dynamic): only touch it when the root param is missing.
/** Each language's messages with English filling its gaps: merged (and gaps reported) once. */
const merged = new Map<Locale, Catalogue>()
function messagesFor(locale: Locale): Catalogue {
  let messages = merged.get(locale)
  if (!messages) {
    const own: Catalogue = catalogues[locale]
    messages =
      locale === fallbackLocale
        ? own
        : withFallback(own, catalogues[fallbackLocale], (key) =>
            console.warn(`[i18n] "${key}" is missing in ${locale}; using ${fallbackLocale}`),
          )
    merged.set(locale, messages)
  }
  return messages
}

export default getRequestConfig(async (params) => {
  // An explicit locale (getTranslations({ locale })) wins; route handlers have no root params.
  const requested =
    params.locale ?? ((await rootLocale()) as string | undefined) ?? (await params.requestLocale)
  const locale = isLocale(requested) ? requested : defaultLocale
  return {
    locale,
    messages: messagesFor(locale),
    // The agency's time zone, so dates render the same at build time and in the browser.
    timeZone: 'Europe/Amsterdam',
    onError: reportMessageError,
    getMessageFallback: messageFallback,
  }
})
