/**
 * The first paint of a page without the stylesheet's round trip: the rules a page's own
 * HTML can match go inline in its `<head>`, and the stylesheet itself moves to the end
 * of `<body>`, where it no longer blocks rendering but still arrives for what the page
 * renders later (client islands, client-side navigations). The server entry applies this
 * to every HTML page it sends (server.ts), after Next.js rendered or read the prerendered
 * page, so the CSS is in the document once; Next.js's `experimental.inlineCss` puts it in
 * the RSC payload as well (vercel/next.js#98079), which doubles it.
 *
 * A rule is dropped only when its selector needs a class or an element type that the
 * page does not have, so nothing the HTML shows loses a rule: attribute and state
 * selectors are kept, as are at-rules (`@font-face`, `@keyframes`, `@property`, the
 * layers' order). Every `@property` stays, read or not: a registration that arrived only
 * with the stylesheet made Chromium restyle the whole page then (half the style work
 * after a case page's first paint, on a phone's CPU). Pure string work on the
 * stylesheets of our own build (minified by Lightning CSS), no CSS object model.
 */

export type CssNode =
  /** A style rule, and what one of its selectors needs (see `selectorNeeds`). */
  | { kind: 'rule'; text: string; needs: Need }
  /** `@media`, `@supports`, `@layer` and the like, with rules inside. */
  | { kind: 'group'; prelude: string; children: CssNode[]; keepEmpty: boolean }
  /** Everything else, always kept: statements, `@font-face`, `@keyframes`, `@property`, … */
  | { kind: 'keep'; text: string }

/**
 * What a selector list needs to match anything: one of `anyOf` (one per selector), each
 * the classes and element types (lower case) that must all be in the page, and the
 * alternatives of its `:is()` / `:where()`, one of each to be met.
 */
export type Need = { anyOf: SelectorNeed[] }
type SelectorNeed = { classes: string[]; types: string[]; alternatives: Need[] }

/** What a page has that selectors can need: its classes and its elements' types. */
export type PageTokens = { classes: ReadonlySet<string>; types: ReadonlySet<string> }

/** At-rules whose block holds rules to be filtered; the others are kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style'])
/** Pseudo-classes whose argument is a selector list that must match (one of it). */
const MATCHING = new Set(['is', 'where', 'matches', '-webkit-any', '-moz-any'])

/** Index just past a quoted string starting at `start` (a quote), escapes honoured. */
function skipString(text: string, start: number): number {
  const quote = text[start]
  let index = start + 1
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1
  return index + 1
}

/** Index of the `close` that ends the block or group opened just before `start`. */
function matching(text: string, start: number, open: string, close: string): number {
  let depth = 1
  let index = start
  while (index < text.length) {
    const char = text[index]
    if (char === '"' || char === "'") {
      index = skipString(text, index)
      continue
    }
    if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2)
      index = end === -1 ? text.length : end + 2
      continue
    }
    if (char === '\\') {
      index += 2
      continue
    }
    if (char === open) depth++
    if (char === close && --depth === 0) return index
    index++
  }
  return text.length
}

/** Splits at top-level commas (outside parentheses, brackets and strings). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '"' || char === "'") {
      index = skipString(text, index) - 1
    } else if (char === '\\') {
      index++
    } else if (char === '(' || char === '[') {
      depth++
    } else if (char === ')' || char === ']') {
      depth--
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

const isNameChar = (char: string | undefined) =>
  char !== undefined && (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f)

/** Reads a CSS identifier from `start`, resolving escapes; returns it and where it ends. */
function readIdentifier(text: string, start: number): { name: string; end: number } {
  let name = ''
  let index = start
  while (index < text.length) {
    const char = text[index]
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(index + 1, index + 8))
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16))
        index += 1 + hex[0].length
      } else {
        name += text[index + 1] ?? ''
        index += 2
      }
    } else if (isNameChar(char)) {
      name += char
      index++
    } else {
      break
    }
  }
  return { name, end: index }
}

const COMBINATORS = new Set([' ', '\t', '\n', '>', '+', '~'])

/** What one complex selector needs (classes, types), and its `:is()` alternatives. */
function selectorNeed(selector: string): SelectorNeed {
  const classes: string[] = []
  const types: string[] = []
  const alternatives: Need[] = []
  let index = 0
  while (index < selector.length) {
    const char = selector[index]
    const startsCompound = index === 0 || COMBINATORS.has(selector[index - 1] ?? '')
    if (startsCompound && char !== undefined && /[a-zA-Z_]/.test(char)) {
      const { name, end } = readIdentifier(selector, index)
      types.push(name.toLowerCase())
      index = end
    } else if (char === '.') {
      const { name, end } = readIdentifier(selector, index + 1)
      if (name) classes.push(name)
      index = Math.max(end, index + 1)
    } else if (char === '[') {
      index = matching(selector, index + 1, '[', ']') + 1
    } else if (char === ':') {
      const colons = selector[index + 1] === ':' ? 2 : 1
      const { name, end } = readIdentifier(selector, index + colons)
      if (selector[end] === '(') {
        const close = matching(selector, end + 1, '(', ')')
        // :not(), :has(), :nth-child() and pseudo-elements need nothing for sure.
        if (colons === 1 && MATCHING.has(name.toLowerCase())) {
          alternatives.push(selectorNeeds(selector.slice(end + 1, close)))
        }
        index = close + 1
      } else {
        index = Math.max(end, index + 1)
      }
    } else if (char === '\\') {
      index += 2
    } else {
      index++
    }
  }
  return { classes, types, alternatives }
}

export function selectorNeeds(selectorList: string): Need {
  return { anyOf: splitTopLevel(selectorList).map((selector) => selectorNeed(selector.trim())) }
}

/** Whether a selector (list) can match anything in a page with these tokens. */
export function canMatch(need: Need, page: PageTokens): boolean {
  return need.anyOf.some(
    (selector) =>
      selector.classes.every((name) => page.classes.has(name)) &&
      selector.types.every((type) => page.types.has(type)) &&
      selector.alternatives.every((alternative) => canMatch(alternative, page)),
  )
}

const URL_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi

/**
 * The stylesheet with its relative `url()`s (fonts, images) made absolute paths from
 * `href`, its own URL: inlined in a page, they would otherwise resolve against the page.
 */
export function rebaseUrls(css: string, href: string): string {
  const base = new URL(href, 'http://stylesheet.invalid/')
  return css.replace(
    URL_REFERENCE,
    (reference, double?: string, single?: string, bare?: string) => {
      const target = double ?? single ?? bare ?? ''
      if (!target || /^([a-z][a-z\d+.-]*:|\/|#)/i.test(target)) return reference
      const resolved = new URL(target, base)
      return `url("${resolved.pathname}${resolved.search}${resolved.hash}")`
    },
  )
}

/** Parses a stylesheet into the nodes `criticalCss` filters. */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = []
  let index = 0
  while (index < css.length) {
    // The prelude runs to the block's `{` or the statement's `;`, outside strings.
    let cursor = index
    while (cursor < css.length && css[cursor] !== '{' && css[cursor] !== ';') {
      const char = css[cursor]
      if (char === '"' || char === "'") cursor = skipString(css, cursor)
      else if (char === '/' && css[cursor + 1] === '*') {
        const end = css.indexOf('*/', cursor + 2)
        cursor = end === -1 ? css.length : end + 2
      } else if (char === '\\') cursor += 2
      else if (char === '(') cursor = matching(css, cursor + 1, '(', ')') + 1
      else cursor++
    }
    const prelude = css
      .slice(index, cursor)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim()
    if (cursor >= css.length) {
      if (prelude) nodes.push({ kind: 'keep', text: prelude })
      break
    }
    if (css[cursor] === ';') {
      if (prelude) nodes.push({ kind: 'keep', text: `${prelude};` })
      index = cursor + 1
      continue
    }
    const close = matching(css, cursor + 1, '{', '}')
    const body = css.slice(cursor + 1, close)
    const text = `${prelude}{${body}}`
    index = close + 1
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? ''
      if (GROUPS.has(name)) {
        // An empty layer still fixes the layers' order, so it is kept.
        nodes.push({
          kind: 'group',
          prelude,
          children: parseStylesheet(body),
          keepEmpty: name === 'layer',
        })
      } else {
        nodes.push({ kind: 'keep', text })
      }
    } else {
      nodes.push({ kind: 'rule', text, needs: selectorNeeds(prelude) })
    }
  }
  return nodes
}

function filterNodes(nodes: readonly CssNode[], page: PageTokens): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === 'rule') return canMatch(node.needs, page) ? [node] : []
    if (node.kind !== 'group') return [node]
    const children = filterNodes(node.children, page)
    return children.length || node.keepEmpty ? [{ ...node, children }] : []
  })
}

function serialize(nodes: readonly CssNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'group' ? `${node.prelude}{${serialize(node.children)}}` : node.text,
    )
    .join('')
}

/** The rules of `stylesheet` that can apply to a page with these tokens. */
export function criticalCss(stylesheet: readonly CssNode[], page: PageTokens): string {
  return serialize(filterNodes(stylesheet, page))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
      return Number.isFinite(value) ? String.fromCodePoint(value) : entity
    }
    return ENTITIES[code.toLowerCase()] ?? entity
  })
}

/** Markup outside scripts, styles and comments, where `class="…"` is an attribute. */
const NOT_MARKUP = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi
const VALUE = `(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+)`
const TAG = new RegExp(
  `<([a-zA-Z][^\\s/>]*)((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*${VALUE})?)*)\\s*/?>`,
  'g',
)
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** The classes and element types of the HTML's elements. */
export function pageTokens(html: string): { classes: Set<string>; types: Set<string> } {
  const classes = new Set<string>()
  const types = new Set<string>()
  for (const [, type = '', attributes = ''] of html.replace(NOT_MARKUP, ' ').matchAll(TAG)) {
    types.add(type.toLowerCase())
    for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (name?.toLowerCase() !== 'class') continue
      for (const token of decodeEntities(double ?? single ?? bare ?? '').split(/\s+/)) {
        if (token) classes.add(token)
      }
    }
  }
  // Scripts and styles were cut out above, but their elements are there all the same.
  for (const [, type = ''] of html.matchAll(/<(script|style)\b/gi)) types.add(type.toLowerCase())
  return { classes, types }
}

/** A stylesheet link as React renders one for Next.js (`precedence`). */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bdata-precedence=")[^>]*>/gi
const HREF = /\bhref="([^"]+)"/i

/**
 * The page with each of its stylesheets' rules it can use inlined where the link was,
 * and the link moved to the end of `<body>`. `stylesheet(href)` gives a stylesheet's
 * parsed rules, or undefined to leave that link as it is. A page without `</head>`
 * and `</body>` is returned unchanged.
 */
export function inlineCriticalCss(
  html: string,
  stylesheet: (href: string) => readonly CssNode[] | undefined,
): string {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd === -1 || bodyEnd === -1) return html
  const head = html.slice(0, headEnd)
  const links = [...head.matchAll(STYLESHEET_LINK)].flatMap(([link]) => {
    const href = HREF.exec(link)?.[1]
    const rules = href === undefined ? undefined : stylesheet(decodeEntities(href))
    return rules ? [{ link, rules }] : []
  })
  if (!links.length) return html
  const tokens = pageTokens(html)
  let newHead = head
  for (const { link, rules } of links) {
    const css = criticalCss(rules, tokens).replace(/<\/(style)/gi, '<\\/$1')
    newHead = newHead.replace(link, () => `<style>${css}</style>`)
  }
  const body = html.slice(headEnd, bodyEnd)
  const moved = links.map(({ link }) => link).join('')
  return newHead + body + moved + html.slice(bodyEnd)
}
