import { localeHref } from '@/components/navigation/LocaleLink'
import { MenuLink } from '@/components/navigation/MenuLink'
import { SmartLink } from '@/components/navigation/SmartLink'
import { noMarks, type Marker } from '@/lib/editing/marks'
import { isSitePath } from '@/lib/routes/links'
import type { SiteSetting } from '@/payload-types'

type Props = {
  items: SiteSetting['navigation']
  className?: string
  linkClassName?: string
  /** The menu's rows, in an editor's preview (src/lib/editing). */
  fields?: Marker
}

/** The links of a CMS-edited menu (main navigation or footer); the current page is marked. */
export async function NavLinks({ items, className, linkClassName, fields = noMarks }: Props) {
  const links = await Promise.all(
    (items ?? []).map(async (item) => ({
      ...item,
      localHref: isSitePath(item.href) ? await localeHref(item.href) : null,
    })),
  )
  return (
    <ul className={className}>
      {links.map((link, index) => (
        // Keyed by position: a menu's links keep no state, and a key is written into the RSC
        // payload with each link (a CMS id 24 characters, an href as long as the href).
        <li key={index} {...fields(`${index}.label`)}>
          {link.localHref ? (
            <MenuLink href={link.localHref} className={linkClassName}>
              {link.label}
            </MenuLink>
          ) : (
            <SmartLink href={link.href} className={linkClassName}>
              {link.label}
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  )
}
