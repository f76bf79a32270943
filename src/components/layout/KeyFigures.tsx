import { noMarks, type Marker } from '@/lib/editing/marks'

type Figure = { number: string; text?: string | null }

/** Big numbers with what they count, as a description list (number first on screen). */
export function KeyFigures({
  figures,
  label,
  columns = 'two',
  fields = noMarks,
}: {
  figures: Figure[]
  label?: string
  columns?: 'two' | 'three'
  /** The figures' fields (an array's rows), in an editor's preview. */
  fields?: Marker
}) {
  return (
    <dl
      aria-label={label}
      className={`grid grid-cols-2 gap-x-5 gap-y-8 sm:gap-x-8 sm:gap-y-10 ${columns === 'three' ? 'sm:grid-cols-3' : ''}`}
    >
      {figures.map((figure, index) => (
        // Keyed by position: a 24-character CMS id per figure only lengthened the payload.
        <div key={index} className="key-figure">
          <dt {...fields(`${index}.text`)}>{figure.text}</dt>
          <dd {...fields(`${index}.number`)}>{figure.number}</dd>
        </div>
      ))}
    </dl>
  )
}
