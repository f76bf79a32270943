'use client'

import { usePathname } from 'next/navigation'

import { localizePath, splitLocale, type Locale } from '@/lib/i18n/locales'
import { publicPath } from '@/lib/routes/filters'

/**
 * The public path of the page a form is on (`/en/contact`), for `useActionState`'s
 * permalink: React then writes it as the form's `action`, where it wrote `action=""`
 * otherwise, which HTML does not allow (the action must be a non-empty URL). Without
 * JavaScript the form still posts to the page it is on, as `action=""` did, minus the
 * query string, which no form reads.
 */
export function usePagePath(locale: Locale): string {
  return localizePath(publicPath(splitLocale(usePathname()).path), locale)
}
