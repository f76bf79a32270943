import type { InlineParts } from '@/payload-types'

import { SmartLink } from '../navigation/SmartLink'

/**
 * Renders typed inline parts: text, bold, link and bold link (spec §3). Plain text is
 * rendered as text, and keys are positions: parts never move on their own, and their
 * 24-character ids would be in the RSC payload of every page once per part.
 */
export function InlineText({
  parts,
  externalLabel,
}: {
  parts: InlineParts
  externalLabel: string
}) {
  return parts.map((part, key) => {
    switch (part.type) {
      case 'bold':
        return <strong key={key}>{part.text}</strong>
      case 'link':
      case 'linkBold': {
        const text = part.type === 'linkBold' ? <strong>{part.text}</strong> : part.text
        return (
          <SmartLink
            key={key}
            href={part.url ?? '#'}
            externalLabel={externalLabel}
            className="link"
          >
            {text}
          </SmartLink>
        )
      }
      default:
        return part.text
    }
  })
}
