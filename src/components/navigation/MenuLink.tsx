'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { splitLocale } from '@/lib/i18n/locales'
import { currentState } from '@/lib/routes/links'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** The link in the page's language (`/en/cases`). */
  href: string
}

/**
 * A menu link that tells screen readers (and shows) that it leads to the current page or
 * section. It compares the link without its language (`/cases`), derived here rather than
 * passed: every menu link's props go into the page's RSC payload.
 */
export function MenuLink({ href, ...rest }: Props) {
  const target = splitLocale(href).path
  return <NextLink href={href} aria-current={currentState(usePathname(), target)} {...rest} />
}
