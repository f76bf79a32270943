/**
 * What of a page the first paint cannot show, so its rules need not be inlined
 * (pagePass.ts): the critical CSS is then the CSS of the first screen, not of the whole
 * page. Two kinds of content are left out of the scan:
 *
 * - sections rendered only as they come near the viewport (`content-visibility: auto`,
 *   the site's `.render-deferred`), except the first few of the page: those can still be
 *   on a first screen (measured: the home page's first two on a 1024×1366 tablet or a
 *   1440 px high monitor, a FAQ group from 412×823 on). Their own element stays scanned,
 *   so the box that holds their place is styled from the first paint;
 * - the content of a closed `<details>` in `<main>` after its `<summary>` (the FAQ's
 *   answers), which is not rendered until it is opened. The header's menu is a
 *   `<details>` too, but outside `<main>`: it is what a visitor may open first, so
 *   its rules stay inline.
 *
 * Whatever is left out arrives with the stylesheet, one round trip after the first
 * paint, before it can come into view without the visitor acting on the page.
 */
import { Parser } from 'htmlparser2'

export type FirstScreenOptions = {
  /** The class of the sections rendered only as they come near the viewport. */
  deferredClass: string
  /** How many of them, in document order, a first screen may still show. */
  deferredOnFirstScreen: number
}

/** [start, end) offsets of content the first paint cannot show, in document order. */
export type Range = readonly [start: number, end: number]

type Open = {
  name: string
  /** One of the deferred sections (nested ones count as part of it). */
  deferred?: boolean
  skip?: 'deferred' | 'details'
  /** Where the left-out content starts: after the open tag, or after a details' summary. */
  start?: number
}

export function unpaintedRanges(html: string, options: FirstScreenOptions): Range[] {
  const ranges: Range[] = []
  const open: Open[] = []
  let deferredSeen = 0
  let inMain = 0
  let inDeferred = 0
  // The element whose content is left out, while the parser is inside it.
  let skipping: Open | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: Open = { name }
        open.push(element)
        if (name === 'main') inMain += 1
        if (skipping) return
        const classes = (attributes.class ?? '').split(/\s+/)
        if (classes.includes(options.deferredClass) && inDeferred === 0) {
          element.deferred = true
          inDeferred += 1
          deferredSeen += 1
          if (deferredSeen > options.deferredOnFirstScreen) {
            element.skip = 'deferred'
            element.start = parser.endIndex + 1
            skipping = element
          }
        } else if (name === 'details' && inMain > 0 && !('open' in attributes)) {
          // Left out from the end of its <summary> on (from its open tag without one).
          element.skip = 'details'
          element.start = parser.endIndex + 1
          skipping = element
        }
      },
      onclosetag(name, implied) {
        const element = open.pop()
        if (!element) return
        if (element.name === 'main') inMain -= 1
        if (element.deferred) inDeferred -= 1
        const parent = open.at(-1)
        if (name === 'summary' && !implied && parent === skipping && parent?.skip === 'details') {
          parent.start = parser.endIndex + 1
          return
        }
        if (element !== skipping) return
        skipping = null
        if (implied) return // not well formed: nothing is left out
        const { start = parser.startIndex } = element
        if (start <= parser.startIndex) ranges.push([start, parser.startIndex])
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return ranges
}

/**
 * The page with the given ranges replaced by comments that name them, and the way back:
 * `restore` puts each range's text back in a text made from that view (null if a
 * placeholder went missing or was repeated on the way, so the caller can fall back).
 */
export function withoutRanges(html: string, ranges: readonly Range[], token: string) {
  const cut: string[] = []
  let view = ''
  let cursor = 0
  for (const [start, end] of ranges) {
    view += html.slice(cursor, start) + `<!--${token}${cut.length}-->`
    cut.push(html.slice(start, end))
    cursor = end
  }
  view += html.slice(cursor)
  const placeholder = new RegExp(`<!--${token}(\\d+)-->`, 'g')
  function restore(text: string): string | null {
    const seen = new Set<number>()
    const restored = text.replace(placeholder, (_match, index: string) => {
      seen.add(Number(index))
      return cut[Number(index)] ?? ''
    })
    const found = [...text.matchAll(placeholder)].length
    return found === cut.length && seen.size === cut.length ? restored : null
  }
  return { view, restore }
}
