'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { currentState } from '@/lib/routes/links'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** The link in the page's language (`/en/cases`). */
  href: string
  /** The same link without language (`/cases`), to compare with the page shown. */
  target: string
}

/** A menu link that tells screen readers (and shows) that it leads to the current page or section. */
export function MenuLink({ href, target, ...rest }: Props) {
  return <NextLink href={href} aria-current={currentState(usePathname(), target)} {...rest} />
}
