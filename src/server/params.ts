import 'server-only'

import { notFound } from 'next/navigation'

import { isLocale, locales, type Locale } from '@/lib/i18n/locales'

type Params<K extends string> = Promise<{ locale: string } & Record<K, string>>

/** The route's params with a validated locale (the layout only renders known ones). */
export async function routeParams<K extends string = never>(
  params: Params<K>,
): Promise<Record<K, string> & { locale: Locale }> {
  const resolved: Record<K, string> & { locale: string } = await params
  const { locale } = resolved
  if (!isLocale(locale)) notFound()
  return { ...resolved, locale }
}

/** The locale of a route's params. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  return (await routeParams(params)).locale
}

/** The locale `generateStaticParams` is called with (Dutch when it is not a known one). */
export function staticLocale(params: { locale: string }): Locale {
  return isLocale(params.locale) ? params.locale : locales[0]
}
