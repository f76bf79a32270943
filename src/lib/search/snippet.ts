/**
 * The snippet under a result: the stretch of the page's text with the most matched
 * words, those words marked. Built here from the stored text, the same on SQLite and
 * PostgreSQL, as plain segments: the page renders them as text and `<mark>`, so no
 * stored or typed text is ever read as HTML.
 */
import { wordsAt, type WordAt } from './text'

export type Segment = { text: string; mark: boolean }

/** Characters shown at most (about two lines); the window is chosen by words. */
export const snippetLength = 180
const leadWords = 4

/** Cut at a word boundary near `length` characters from `from`. */
function endNear(text: string, words: WordAt[], from: number, length: number): number {
  const limit = from + length
  if (limit >= text.length) return text.length
  let end = from
  for (const word of words) {
    if (word.end > limit) break
    if (word.start >= from) end = word.end
  }
  return end > from ? end : limit
}

/**
 * The best stretch of `text` for the words `matches` accepts (it is given each word as
 * written), with those marked. Without a match: the start of the text.
 */
export function snippet(
  text: string,
  matches: (word: string) => boolean,
  length = snippetLength,
): Segment[] {
  const words = wordsAt(text)
  const hits = words.flatMap((word, index) => (matches(word.word) ? [index] : []))
  let firstWord = 0
  if (hits.length) {
    // The hit whose following stretch holds the most hits, a few words of context before it.
    let best = hits[0] ?? 0
    let bestCount = 0
    for (const hit of hits) {
      const reach = (words[hit]?.start ?? 0) + length * 0.8
      const count = hits.filter(
        (other) => other >= hit && (words[other]?.start ?? Infinity) <= reach,
      ).length
      if (count > bestCount) {
        best = hit
        bestCount = count
      }
    }
    // Near the start anyway: from the start, without an ellipsis.
    firstWord = (words[best]?.end ?? 0) <= length * 0.8 ? 0 : Math.max(0, best - leadWords)
  }
  const start = firstWord === 0 ? 0 : (words[firstWord]?.start ?? 0)
  const end = endNear(text, words, start, length)
  const segments: Segment[] = []
  const push = (part: string, mark: boolean) => {
    if (!part) return
    const last = segments.at(-1)
    if (last && last.mark === mark && !mark) last.text += part
    else segments.push({ text: part, mark })
  }
  if (start > 0) push('… ', false)
  let at = start
  for (const index of hits) {
    const word = words[index]
    if (!word || word.start < start || word.end > end) continue
    push(text.slice(at, word.start), false)
    push(word.word, true)
    at = word.end
  }
  push(text.slice(at, end), false)
  if (end < text.length) push(' …', false)
  return segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') }))
}
