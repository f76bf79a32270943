import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { isLocale, localizePath } from '@/lib/i18n/locales'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to a locale-free site path (`/cases`) in the language of the page
 * (`/en/cases`). Rendered on the server, so no i18n code ships to the browser. Not
 * async: an async component's output is a row of its own in the RSC payload, with a
 * reference to it in its parent's (the French FAQ's 16 links in answers cost 0.1 kB
 * gzipped that way); `useLocale` reads the request's locale without awaiting it.
 */
export function LocaleLink({ href, ...rest }: Props) {
  const locale = useLocale()
  return <NextLink href={isLocale(locale) ? localizePath(href, locale) : href} {...rest} />
}

/** `href` (a locale-free site path) in the language of the page being rendered. */
export async function localeHref(href: string): Promise<string> {
  const locale = await getLocale()
  return isLocale(locale) ? localizePath(href, locale) : href
}
