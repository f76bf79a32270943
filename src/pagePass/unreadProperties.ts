/**
 * Custom properties the first screen's CSS defines and nothing reads (pagePass.ts).
 * beasties keeps Tailwind's theme (`:root{--color-…;--text-…}`) and its `--tw-*`
 * registrations (`@property`, and their fallback for browsers without it) whole, while
 * the rules a page's first screen uses read a fraction of them: on the French FAQ,
 * 91 of them were unread, 3.4 kB of its 20.9 kB of inline CSS. The stylesheet linked at
 * the end of `<body>` still defines every one for what renders later.
 *
 * Kept: every property a declaration reads through `var()` (outside a definition), what
 * the definitions of those read in turn, and what the page reads outside this CSS (an
 * attribute such as SVG's `stop-color="var(--color-spark)"`, an inline style).
 *
 * PurgeCSS 8 (`variables: true`) does the first part, but its API is asynchronous (the
 * pass is synchronous, once per page), it leaves `@property` rules in place, and it
 * does not see `var()` in the page's attributes.
 */
import postcss, { type Container } from 'postcss'

const reads = /var\(\s*(--[\w-]+)/g

/** The custom properties a text reads through `var()`. */
export function readProperties(text: string): string[] {
  return Array.from(text.matchAll(reads), (match) => match[1] as string)
}

const isCustom = (property: string) => property.startsWith('--')

/**
 * `css` without the definitions (declarations and `@property` rules) of the custom
 * properties nothing reads, and without the rules and blocks that leaves empty.
 */
export function withoutUnreadProperties(css: string, readElsewhere: Iterable<string>): string {
  const root = postcss.parse(css)
  const read = new Set(readElsewhere)
  /** What each definition reads, by the property it defines. */
  const definitions = new Map<string, string[]>()
  root.walkDecls(({ prop, value }) => {
    const names = readProperties(value)
    if (isCustom(prop)) definitions.set(prop, [...(definitions.get(prop) ?? []), ...names])
    else for (const name of names) read.add(name)
  })
  const pending = [...read]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (read.has(next)) continue
      read.add(next)
      pending.push(next)
    }
  }
  root.walkDecls((declaration) => {
    if (isCustom(declaration.prop) && !read.has(declaration.prop)) declaration.remove()
  })
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove()
  })
  removeEmptied(root)
  return root.toString()
}

/**
 * Rules and blocks left with nothing in them. A `@layer` block stays even empty: it
 * may be what gives its layer its place in the order.
 */
function removeEmptied(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return
    if (!node.nodes) return
    removeEmptied(node)
    const layer = node.type === 'atrule' && node.name === 'layer'
    if (node.nodes.length === 0 && !layer) node.remove()
  })
}

/**
 * `css` without its `@media print` blocks: the first paint is on a screen, and printing
 * (the case study's PDF) waits for the stylesheet, which has them. About 0.1 kB gzipped
 * of every page's inline CSS (Tailwind's `print:*` utilities and the print stylesheet).
 */
export function withoutPrintRules(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules('media', (rule) => {
    if (/^print$/i.test(rule.params.trim())) rule.remove()
  })
  removeEmptied(root)
  return root.toString()
}

const hover = /:hover\b/

/**
 * `css` without what only a pointer resting on an element shows (selectors with
 * `:hover`, and the `@media (hover: hover)` blocks that leaves empty): the first paint
 * comes before any pointer moves over the page, and the stylesheet, which has them,
 * follows it. A rule whose other selectors match (`.link:hover,.link[aria-current]`)
 * keeps those. Focus rules stay: a keyboard can reach the skip link before the
 * stylesheet arrives. About 0.1–0.2 kB gzipped of every page's inline CSS.
 */
export function withoutHoverRules(css: string): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (!hover.test(rule.selector)) return
    const kept = rule.selectors.filter((selector) => !hover.test(selector))
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  })
  removeEmptied(root)
  return root.toString()
}
