import type { ComponentProps } from 'react'

import { LocaleLink } from '@/components/navigation/LocaleLink'
import { isSitePath } from '@/lib/routes/links'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; externalLabel?: string }

/**
 * Internal paths go through the locale-aware Link (adds /en, /fr); anything else is
 * an external link that opens safely and says so to screen-reader users.
 */
export function SmartLink({ href, children, externalLabel, ...rest }: Props) {
  if (isSitePath(href)) {
    return (
      <LocaleLink href={href} {...rest}>
        {children}
      </LocaleLink>
    )
  }
  return (
    <a href={href} rel="noopener noreferrer" target="_blank" {...rest}>
      {children}
      {externalLabel ? <span className="sr-only"> {externalLabel}</span> : null}
    </a>
  )
}
