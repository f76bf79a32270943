import type { FieldMark } from '@/lib/editing/marks'

type Props = {
  words: string[]
  /** The words' field, in an editor's preview (src/lib/editing). */
  mark?: FieldMark
}

/**
 * The hero's rotating word (DIGITAL → ECOMMERCE → WEB) in CSS only. Screen readers
 * and reduced-motion visitors get all words at once, as plain text.
 */
export function RotatingWord({ words, mark }: Props) {
  return (
    <span className="rotating-word" {...mark}>
      <span className="sr-only">{words.join(', ')}</span>
      <span
        aria-hidden="true"
        className="rotating-word-track"
        style={{ ['--count' as string]: words.length }}
      >
        {words.map((word, index) => (
          <span key={word} style={{ ['--index' as string]: index }}>
            {word}
          </span>
        ))}
      </span>
    </span>
  )
}
