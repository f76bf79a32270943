/**
 * The page's external scripts moved from `<head>` to the end of `<body>` (pagePass.ts),
 * as the stylesheet link already is. Next.js writes its first-load chunks as `async`
 * scripts in `<head>`, just after the inline critical CSS, so on a slow line they start
 * downloading within a few kilobytes of the hero image's preload and share the line with
 * it: on the bench's phone profile a case's 9.5 kB hero loaded in 714 ms beside ten
 * scripts, 623 ms once they came after the content (562.5 ms of either is the request
 * itself; docs/performance.md). From the end of `<body>` they
 * are requested once the HTML has arrived, about when the first paint (held until the
 * footer is parsed) happens anyway.
 *
 * Only scripts that never depended on their place move: external (`src`) and `async`, or
 * `nomodule` (ignored by every browser that runs the others), and the preloads of scripts
 * (Next.js preloads its error boundary's chunk, 14 kB, at low priority: a browser that
 * throttles without priorities shares the line with it all the same). Inline scripts,
 * blocking external ones and data blocks stay where they are.
 */
import { Parser } from 'htmlparser2'

type Range = readonly [start: number, end: number]

/** [start, end) of each movable script element or preload in `<head>`, in document order. */
function movableScripts(html: string): { scripts: Range[]; bodyEnd: number } {
  const scripts: Range[] = []
  let inHead = false
  let open: number | undefined
  let bodyEnd = -1
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') inHead = true
        if (!inHead) return
        const movable = 'src' in attributes && ('async' in attributes || 'nomodule' in attributes)
        if (name === 'script' && movable) open = parser.startIndex
        const preload = attributes.rel?.toLowerCase() === 'preload' && attributes.as === 'script'
        if (name === 'link' && preload) scripts.push([parser.startIndex, parser.endIndex + 1])
      },
      onclosetag(name) {
        if (name === 'head') inHead = false
        if (name === 'script' && open !== undefined) {
          scripts.push([open, parser.endIndex + 1])
          open = undefined
        }
        if (name === 'body') bodyEnd = parser.startIndex
      },
    },
    { lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { scripts, bodyEnd }
}

export function withScriptsLast(html: string): string {
  const { scripts, bodyEnd } = movableScripts(html)
  // A page without a closing </body> where the parser saw it is left as it came.
  if (scripts.length === 0 || bodyEnd < 0 || html.slice(bodyEnd, bodyEnd + 7) !== '</body>') {
    return html
  }
  let kept = ''
  let from = 0
  for (const [start, end] of scripts) {
    kept += html.slice(from, start)
    from = end
  }
  const moved = scripts.map(([start, end]) => html.slice(start, end)).join('')
  return kept + html.slice(from, bodyEnd) + moved + html.slice(bodyEnd)
}
