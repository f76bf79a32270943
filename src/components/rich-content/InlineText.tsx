import { noMarks, type Marker } from '@/lib/editing/marks'
import type { InlineParts } from '@/payload-types'

import { SmartLink } from '../navigation/SmartLink'

/**
 * Renders typed inline parts: text, bold, link and bold link (spec §3). Plain text is
 * rendered as text, and keys are positions: parts never move on their own, and their
 * 24-character ids would be in the RSC payload of every page once per part. In an
 * editor's preview each part is marked with its row (`fields`), plain text in a span.
 */
export function InlineText({
  parts,
  externalLabel,
  fields = noMarks,
}: {
  parts: InlineParts
  externalLabel: string
  /** The parts' rows, in an editor's preview (src/lib/editing). */
  fields?: Marker
}) {
  return parts.map((part, key) => {
    const mark = fields(String(key))
    switch (part.type) {
      case 'bold':
        return (
          <strong key={key} {...mark}>
            {part.text}
          </strong>
        )
      case 'link':
      case 'linkBold': {
        const text = part.type === 'linkBold' ? <strong>{part.text}</strong> : part.text
        return (
          <SmartLink
            key={key}
            href={part.url ?? '#'}
            externalLabel={externalLabel}
            className="link"
            {...mark}
          >
            {text}
          </SmartLink>
        )
      }
      default:
        return mark['data-edit-path'] ? (
          <span key={key} {...mark}>
            {part.text}
          </span>
        ) : (
          part.text
        )
    }
  })
}
