/**
 * What each part of a page's HTML costs in its gzipped size: the document gzipped (level
 * 6, as src/serve/compression.ts sends it) minus the same document with the part left out.
 * Parts share gzip's window, so the costs do not add up to the whole; each says what the
 * page would lose without that part. For `npm run bench:html`, to see what to trim.
 */
import { gzipSync } from 'node:zlib'

export type PartCost = { name: string; gzipBytes: number }

const gzip = (text: string) => gzipSync(text, { level: 6 }).length

/** Every match of `pattern` (global) removed. */
const without = (pattern: RegExp) => (html: string) => html.replace(pattern, '')

/** The first element `tag` (not nested in one of its own kind on our pages) removed. */
const withoutElement = (tag: string) => (html: string) => {
  const start = html.search(new RegExp(`<${tag}[\\s>]`))
  const end = html.indexOf(`</${tag}>`, start)
  return start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end + tag.length + 3)
}

const PARTS: readonly { name: string; cut: (html: string) => string }[] = [
  // Next.js's RSC flight payload: the page again, as React's data for hydration.
  { name: 'RSC payload', cut: without(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g) },
  { name: 'inline CSS', cut: without(/<style\b[^>]*>[\s\S]*?<\/style>/g) },
  {
    name: 'JSON-LD',
    cut: without(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g),
  },
  { name: 'header', cut: withoutElement('header') },
  { name: 'main', cut: withoutElement('main') },
  { name: 'footer', cut: withoutElement('footer') },
  { name: 'class attributes', cut: without(/\sclass="[^"]*"/g) },
]

export function htmlParts(html: string): PartCost[] {
  const whole = gzip(html)
  return [
    { name: 'whole', gzipBytes: whole },
    ...PARTS.map(({ name, cut }) => ({ name, gzipBytes: whole - gzip(cut(html)) })),
  ]
}
