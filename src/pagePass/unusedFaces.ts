/**
 * The `@font-face` rules of the inline CSS whose `unicode-range` no character of the page
 * falls in (pagePass.ts). Every face goes inline (adjustedPlan: our families are named
 * through a custom property, which beasties cannot follow), but the brand font's
 * latin-ext face serves only letters such as ő, ł or the Dutch ĳ, which few pages have:
 * 0.13 kB gzipped of every page's HTML. A face without a range, or with a character of
 * the page in it, stays; the stylesheet at the end of `<body>` has them all.
 */
import postcss from 'postcss'

type Range = readonly [from: number, to: number]

/** `U+0-7F`, `U+1E??`, `U+131`: the code points one entry of a `unicode-range` names. */
function rangeOf(entry: string): Range | undefined {
  const match = /^u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(entry.trim())
  if (!match?.[1]) return undefined
  const [, start, end] = match
  if (start.includes('?')) {
    return [parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'f'), 16)]
  }
  return [parseInt(start, 16), parseInt(end ?? start, 16)]
}

/** Undefined when the range cannot be read: the face is then kept. */
function rangesOf(value: string): Range[] | undefined {
  const ranges = value.split(',').map(rangeOf)
  return ranges.every((range) => range !== undefined) ? (ranges as Range[]) : undefined
}

/** The distinct code points of a text. */
export function codePoints(text: string): Set<number> {
  const points = new Set<number>()
  for (const character of text) points.add(character.codePointAt(0) as number)
  return points
}

export function withoutUnusedFaces(css: string, pageText: string): string {
  const root = postcss.parse(css)
  let points: Set<number> | undefined
  root.walkAtRules('font-face', (rule) => {
    let value: string | undefined
    rule.walkDecls('unicode-range', (declaration) => void (value = declaration.value))
    const ranges = value === undefined ? undefined : rangesOf(value)
    if (!ranges) return
    points ??= codePoints(pageText)
    const used = [...points].some((point) =>
      ranges.some(([from, to]) => point >= from && point <= to),
    )
    if (!used) rule.remove()
  })
  return root.toString()
}
