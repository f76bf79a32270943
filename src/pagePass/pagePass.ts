/**
 * The one pass over a page's HTML, made where the page is produced (rule 3 of the
 * serving path): over the build's prerendered pages once the build is done
 * (scripts/pass-pages.ts), and over a page Next.js renders again when it stores it in
 * its cache (pageStore.ts). Visitors' pages are never rewritten on their way out.
 *
 * - the first paint without the stylesheet's round trip: `beasties` inlines the rules
 *   the page's first screen can use (firstScreen.ts) and moves the stylesheet links to
 *   the end of `<body>` (its `body` strategy: no script), where they still arrive for
 *   what the page renders later (client islands, client-side navigations). Each
 *   stylesheet is compiled once (`beasties/compiler`); each page is one scan of its HTML
 *   (`beasties/runtime`). `@font-face` rules go inline too (adjustedPlan). Next.js's
 *   `experimental.inlineCss` would put the CSS in the RSC payload as well
 *   (vercel/next.js#98079), which doubles it;
 * - the external scripts after the content (lateScripts.ts), so that on a slow line they
 *   do not share it with the hero image;
 * - the hashes of the framework's inline scripts in the result (scriptPolicy.ts), for the
 *   page's script policy.
 */
import { randomUUID } from 'node:crypto'

import { compileSheet } from 'beasties/compiler'
import { createProcessor } from 'beasties/runtime'
import { Parser } from 'htmlparser2'

import { type FirstScreenOptions, unpaintedRanges, withoutRanges } from './firstScreen.ts'
import { withScriptsLast } from './lateScripts.ts'
import { withoutUnusedFaces } from './unusedFaces.ts'
import { frameworkScriptHashes } from '../lib/scriptPolicy.ts'
import {
  readProperties,
  withoutHoverRules,
  withoutPrintRules,
  withoutUnreadProperties,
} from './unreadProperties.ts'

/** A stylesheet of the build by the URL pages link it with; undefined if not one of ours. */
export type Stylesheets = (href: string) => string | undefined

export type PassedPage = { html: string; scriptHashes: readonly string[] }

export type PagePass = (html: string) => PassedPage

export type PassOptions = {
  /** Told about a stylesheet beasties could not compile (it is then left linked). */
  warn?: (message: string) => void
  /**
   * Inline only the rules of what the first paint can show (firstScreen.ts); without
   * it, the rules of everything in the page.
   */
  firstScreen?: FirstScreenOptions
}

type Sheet = ReturnType<typeof compileSheet>

/**
 * beasties 0.5.4 drops a rule whose whole selector is one `:where()` or `:is()`, as
 * Tailwind 4 writes `space-y-*` and `divide-*` (`:where(.space-y-4>:not(:last-child))`):
 * the compiler is told to keep such rules (a dozen in our stylesheet), and adjustedPlan
 * then gives each the condition of the selector inside the `:where()`, so it is inlined
 * when the page can use it rather than always.
 */
const wholeWhere = /^:(?:where|is)\(/

/** The selector inside a leading `:where(…)`/`:is(…)`, followed by what comes after it. */
export function unwrapped(selector: string): string | undefined {
  if (!wholeWhere.test(selector)) return undefined
  const open = selector.indexOf('(')
  let depth = 0
  for (let i = open; i < selector.length; i++) {
    const char = selector[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) {
      return selector.slice(open + 1, i) + selector.slice(i + 1)
    }
  }
  return undefined
}

type Rule = Sheet['rules'][number]
type Match = NonNullable<Rule['match']>[number]

/** The condition beasties' own compiler gives a selector (true: always kept). */
function conditionOf(selector: string): Match {
  const [rule] = compileSheet(`${selector}{}`).rules
  const [condition, ...more] = rule?.match ?? []
  return condition !== undefined && more.length === 0 ? condition : true
}

/** A rule kept only through `wholeWhere`, with the conditions of its inner selectors. */
function whereMatched(rule: Rule): Rule {
  const { selectors, match: conditions } = rule
  if (!selectors || !conditions) return rule
  const match = conditions.map((condition, index) => {
    const selector = selectors[index]
    const inner = condition === true && selector ? unwrapped(selector) : undefined
    return inner === undefined ? condition : conditionOf(inner)
  })
  return { ...rule, match }
}

/**
 * Changes to beasties 0.5.4's compiled plan (data, so no fork):
 * - its compiler writes a block at-rule it always keeps (`@property`) with a `;` after
 *   its block. At the top level of a stylesheet that `;` begins the next rule's prelude,
 *   and the browser drops the rule after it (an `@font-face`, a style rule);
 * - it inlines an `@font-face` only when the critical CSS names its family, and ours
 *   name it through a custom property (`font-family: var(--font-sans)`), so none would
 *   be: the first paint would use the fallback font and reflow when the stylesheet
 *   arrives. Every `@font-face` is kept; the files still load only when used;
 * - the `:where()` rules above get their own conditions.
 */
export function adjustedPlan(sheet: Sheet): Sheet {
  return {
    ...sheet,
    rules: sheet.rules.map((rule) => {
      if (rule.fontFace) return { css: rule.css, always: true }
      if (typeof rule.css === 'string' && /\}\s*;$/.test(rule.css)) {
        return { ...rule, css: rule.css.replace(/;$/, '') }
      }
      return whereMatched(rule)
    }),
  }
}

/** [start, end) of the text of the first `<style>` in `<head>`, if there is one. */
export function firstHeadStyle(html: string): [number, number] | undefined {
  const headEnd = html.indexOf('</head>')
  let start = -1
  let range: [number, number] | undefined
  const parser = new Parser({
    onopentag(name) {
      if (name === 'style' && start < 0) start = parser.endIndex + 1
    },
    onclosetag(name) {
      if (name === 'style' && start >= 0 && !range) range = [start, parser.startIndex]
    },
  })
  parser.end(headEnd < 0 ? html : html.slice(0, headEnd))
  return range
}

/**
 * The page beasties wrote, its `<style>` rid of print and hover rules, of the custom
 * properties nothing on the page reads (unreadProperties.ts) and of the font faces for
 * characters the page does not have (unusedFaces.ts). Only when that `<style>`
 * is beasties' own: a page that came with a `<style>` in `<head>` is left as it is,
 * since a stylesheet may read what that one defines.
 */
function withLeanCriticalCss(rendered: string, inlined: string): string {
  const range = firstHeadStyle(rendered) ? undefined : firstHeadStyle(inlined)
  if (!range) return inlined
  const [from, to] = range
  const outside = inlined.slice(0, from) + inlined.slice(to)
  const readElsewhere = readProperties(outside)
  const shown = withoutHoverRules(withoutPrintRules(inlined.slice(from, to)))
  const css = withoutUnusedFaces(withoutUnreadProperties(shown, readElsewhere), outside)
  return inlined.slice(0, from) + css + inlined.slice(to)
}

/** The stylesheets a page links, in order (one tokenizer pass over it). */
export function linkedStylesheets(html: string): string[] {
  const hrefs: string[] = []
  const parser = new Parser({
    onopentag(name, attributes) {
      const rel = attributes.rel?.toLowerCase().split(/\s+/) ?? []
      if (name === 'link' && rel.includes('stylesheet') && attributes.href) {
        hrefs.push(attributes.href)
      }
    },
  })
  parser.end(html)
  return hrefs
}

type Processor = ReturnType<typeof createProcessor>

export function createPagePass(stylesheets: Stylesheets, options: PassOptions = {}): PagePass {
  const { firstScreen, warn } = options
  // Names the placeholders of left-out content; no page can guess it.
  const token = `unscanned-${randomUUID()}-`
  /** beasties over the page, scanning only what the first paint can show. */
  function inlined(html: string): string {
    const processor = processorFor(html)
    const ranges = firstScreen ? unpaintedRanges(html, firstScreen) : []
    if (ranges.length === 0) return withLeanCriticalCss(html, processor.process(html))
    const { view, restore } = withoutRanges(html, ranges, token)
    return withLeanCriticalCss(html, restore(processor.process(view)) ?? processor.process(html))
  }
  const compiled = new Map<string, Sheet | null>()
  function compiledSheet(href: string): Sheet | null {
    if (!compiled.has(href)) {
      let sheet: Sheet | null = null
      try {
        const css = stylesheets(href)
        if (css !== undefined)
          sheet = adjustedPlan(compileSheet(css, { href, allowRules: [wholeWhere] }))
      } catch (error) {
        warn?.(`Stylesheet ${href} is not inlined: ${String(error)}`)
      }
      compiled.set(href, sheet)
    }
    return compiled.get(href) ?? null
  }
  // One processor per set of stylesheets pages link (the site's pages share one or two),
  // so a page is scanned only for the rules of its own stylesheets.
  const processors = new Map<string, Processor>()
  function processorFor(html: string): Processor {
    const hrefs = linkedStylesheets(html)
    const key = hrefs.join('\n')
    let processor = processors.get(key)
    if (!processor) {
      const plans = hrefs.flatMap((href) => compiledSheet(href) ?? [])
      processor = createProcessor(plans, {
        preload: 'body',
        inlineFonts: true,
        preloadFonts: false,
        logger: warn ? { warn } : undefined,
      })
      processors.set(key, processor)
    }
    return processor
  }
  return (rendered) => {
    const html = withScriptsLast(inlined(rendered))
    return { html, scriptHashes: frameworkScriptHashes(html) }
  }
}
