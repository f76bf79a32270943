import { SmartLink } from '@/components/navigation/SmartLink'
import { noMarks, type Marker } from '@/lib/editing/marks'
import type { SiteSetting } from '@/payload-types'

type Platform = NonNullable<SiteSetting['socialLinks']>[number]['platform']

/** Brand names, written the same in every language. */
const platformNames: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
}

type Props = {
  links: SiteSetting['socialLinks']
  /** Names the list for screen readers ("Volg ons"). */
  label: string
  /** Tells screen-reader users a link leaves the site. */
  externalLabel: string
  /** The profiles' rows, in an editor's preview (src/lib/editing). */
  fields?: Marker
}

/** The agency's social profiles from the site settings, as text links. */
export function SocialLinks({ links, label, externalLabel, fields = noMarks }: Props) {
  if (!links?.length) return null
  return (
    <ul aria-label={label} className="footer-social">
      {links.map((link, index) => (
        <li key={index} {...fields(String(index))}>
          <SmartLink href={link.url} externalLabel={externalLabel} className="footer-link">
            {platformNames[link.platform]}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
