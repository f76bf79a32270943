'use client'

import { usePathname } from 'next/navigation'

import { localizePath, splitLocale, type Locale } from '@/lib/i18n/locales'
import { publicPath } from '@/lib/routes/filters'

/**
 * The public path of the page a form is on (`/en/contact`), for `useActionState`'s
 * permalink: React then writes it as the form's `action`, where it wrote `action=""`
 * otherwise, which HTML does not allow (the action must be a non-empty URL). Without
 * JavaScript the form posts to the page it is on, as before.
 *
 * The path only, no query: React matches the answer to its form by the permalink, and
 * the render of the post sees the path the browser asked for, while a filtered overview
 * (`/en/blogs?category=branding`) is prerendered under its own path
 * (`/en/blogs/category/branding`). So a post from a filtered overview answers on the
 * overview itself; every other page answers on itself.
 */
export function usePagePath(locale: Locale): string {
  const path = publicPath(splitLocale(usePathname()).path).split('?')[0] ?? '/'
  return localizePath(path, locale)
}
