import type { InlineParts } from '@/payload-types'

import { SmartLink } from '../navigation/SmartLink'

/** Renders typed inline parts: text, bold, link and bold link (spec §3). */
export function InlineText({
  parts,
  externalLabel,
}: {
  parts: InlineParts
  externalLabel: string
}) {
  return parts.map((part, index) => {
    const key = part.id ?? index
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
        return <span key={key}>{part.text}</span>
    }
  })
}
