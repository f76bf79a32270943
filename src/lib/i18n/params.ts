import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/** The validated locale of a route's params (the layout only renders known ones). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
