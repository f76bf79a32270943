import { SmartLink } from '@/components/navigation/SmartLink'
import type { SiteSetting } from '@/payload-types'

type Props = { items: SiteSetting['navigation']; className?: string; linkClassName?: string }

/** The links of a CMS-edited menu (main navigation or footer). */
export function NavLinks({ items, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {(items ?? []).map((item) => (
        <li key={item.id ?? item.href}>
          <SmartLink href={item.href} className={linkClassName}>
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
