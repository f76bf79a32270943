import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { isLocale, localizePath } from '@/lib/i18n/locales'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to a locale-free site path (`/cases`) in the language of the page
 * (`/en/cases`). Rendered on the server, so no i18n code ships to the browser.
 */
export async function LocaleLink({ href, ...rest }: Props) {
  return <NextLink href={await localeHref(href)} {...rest} />
}

/** `href` (a locale-free site path) in the language of the page being rendered. */
export async function localeHref(href: string): Promise<string> {
  const locale = await getLocale()
  return isLocale(locale) ? localizePath(href, locale) : href
}
