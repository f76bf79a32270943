import { describe, expect, it } from 'vitest'

import {
  canMatch,
  criticalCss,
  inlineCriticalCss,
  pageTokens,
  parseStylesheet,
  rebaseUrls,
  selectorNeeds,
} from '@/lib/http/criticalCss'

const page = (classes: string[], types: string[] = []) => ({
  classes: new Set(classes),
  types: new Set(types),
})

const critical = (css: string, classes: string[], types: string[] = []) =>
  criticalCss(parseStylesheet(css), page(classes, types))

describe('what a selector needs', () => {
  it('needs every class of one of its selectors', () => {
    const need = selectorNeeds('.card .title,.lead')
    expect(canMatch(need, page(['card', 'title']))).toBe(true)
    expect(canMatch(need, page(['lead']))).toBe(true)
    expect(canMatch(need, page(['card']))).toBe(false)
  })

  it("reads Tailwind's escaped class names as the HTML writes them", () => {
    const need = selectorNeeds(
      '.md\\:grid-cols-\\[1fr_auto\\],.size-1\\.5,.\\[\\.bg-white_\\&\\]\\:bg-mist,.\\31 0x',
    )
    expect(canMatch(need, page(['md:grid-cols-[1fr_auto]']))).toBe(true)
    expect(canMatch(need, page(['size-1.5']))).toBe(true)
    expect(canMatch(need, page(['[.bg-white_&]:bg-mist']))).toBe(true)
    expect(canMatch(need, page(['10x']))).toBe(true)
    expect(canMatch(need, page(['md:grid-cols-2', 'size-1']))).toBe(false)
  })

  it('needs the element types a selector names', () => {
    const need = selectorNeeds('.prose ol>li:before')
    expect(canMatch(need, page(['prose'], ['ol', 'li']))).toBe(true)
    expect(canMatch(need, page(['prose'], ['ul', 'li']))).toBe(false)
    expect(canMatch(selectorNeeds('code,kbd'), page([], ['p']))).toBe(false)
    expect(canMatch(selectorNeeds('*,:before,::backdrop'), page([]))).toBe(true)
  })

  it('needs nothing for classes under :not() or :has(), or in attribute values', () => {
    expect(canMatch(selectorNeeds('.a:not(.b)'), page(['a']))).toBe(true)
    expect(canMatch(selectorNeeds(':has(.b) .a'), page(['a']))).toBe(true)
    expect(canMatch(selectorNeeds('a[href^="mailto:x.y"]'), page([], ['a']))).toBe(true)
    expect(canMatch(selectorNeeds('[data-tone=success]'), page([]))).toBe(true)
  })

  it('needs one alternative of each :is() and :where()', () => {
    const need = selectorNeeds(':is(:where(.group):is([open],:open) .group-open\\:bg-ink)')
    expect(canMatch(need, page(['group', 'group-open:bg-ink']))).toBe(true)
    expect(canMatch(need, page(['group-open:bg-ink']))).toBe(false)
    const either = selectorNeeds(':where(.a,.b)>.c')
    expect(canMatch(either, page(['b', 'c']))).toBe(true)
    expect(canMatch(either, page(['c']))).toBe(false)
  })
})

describe('critical CSS', () => {
  it('keeps the rules a page can use, in order, inside their at-rules', () => {
    const css =
      '.a{color:red}.b{color:blue}@media (min-width:48rem){.a{color:green}.b{color:black}}' +
      '@supports (display:grid){.b{display:grid}}p{margin:0}'
    expect(critical(css, ['a'], ['p'])).toBe(
      '.a{color:red}@media (min-width:48rem){.a{color:green}}p{margin:0}',
    )
  })

  it('keeps every layer, empty ones too, so the layers keep their order', () => {
    const css =
      '@layer theme,base,components,utilities;@layer components{.card{padding:1rem}}' +
      '@layer utilities{.p-4{padding:1rem}}'
    expect(critical(css, ['p-4'])).toBe(
      '@layer theme,base,components,utilities;@layer components{}@layer utilities{.p-4{padding:1rem}}',
    )
  })

  it('keeps font faces, keyframes and custom properties of :root whatever the page', () => {
    const css =
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{rotate:1turn}}' +
      ':root{--arrow:url("data:image/svg+xml,%3Csvg%3E")}.spin{animation:spin 1s}'
    expect(critical(css, [])).toBe(
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{rotate:1turn}}' +
        ':root{--arrow:url("data:image/svg+xml,%3Csvg%3E")}',
    )
  })

  it('keeps every @property, read by a kept rule or not', () => {
    const css =
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}' +
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
      '.shadow-lg{box-shadow:var(--tw-shadow)}.blur-3xl{filter:var(--tw-blur,)}'
    const kept = critical(css, ['shadow-lg'])
    expect(kept).toContain('@property --tw-shadow{')
    expect(kept).toContain('@property --tw-blur{')
    expect(kept).not.toContain('.blur-3xl')
    expect(kept).toContain('@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}')
  })

  it('does not split rules at braces, semicolons or commas inside strings', () => {
    const css = '.a:after{content:"};{"}.b[title="x,.c"]{color:red}'
    expect(critical(css, ['a'])).toBe('.a:after{content:"};{"}')
    expect(critical(css, ['b'])).toBe('.b[title="x,.c"]{color:red}')
  })
})

describe('relative URLs of an inlined stylesheet', () => {
  it('are made absolute from the stylesheet, other URLs left alone', () => {
    const css =
      '@font-face{src:url(../media/a.woff2)format("woff2")}.x{background:url("img/b.png")}' +
      '.y{mask:url(data:image/svg+xml,abc)}.z{background:url(/c.png)}.w{fill:url(#g)}'
    expect(rebaseUrls(css, '/_next/static/chunks/site.css')).toBe(
      '@font-face{src:url("/_next/static/media/a.woff2")format("woff2")}' +
        '.x{background:url("/_next/static/chunks/img/b.png")}' +
        '.y{mask:url(data:image/svg+xml,abc)}.z{background:url(/c.png)}.w{fill:url(#g)}',
    )
  })
})

describe('the classes and types of a page', () => {
  it('reads class attributes of every element, entities decoded, scripts and comments left out', () => {
    const html =
      '<html class="font scroll-pb-24"><body><p class="lead  mt-4" data-x="a > b">x</p>' +
      "<div title='a class=\"fake\"' class='[.bg-white_&amp;]:bg-mist'></div><br/>" +
      '<!-- <i class="comment"></i> --><script>"<b class=\\"script\\">"</script></body></html>'
    const { classes, types } = pageTokens(html)
    expect([...classes].sort()).toEqual([
      '[.bg-white_&]:bg-mist',
      'font',
      'lead',
      'mt-4',
      'scroll-pb-24',
    ])
    expect([...types].sort()).toEqual(['body', 'br', 'div', 'html', 'p', 'script'])
  })
})

describe('inlining a page', () => {
  const css = parseStylesheet('.used{color:red}.unused{color:blue}h1{margin:0}')
  const link = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>'
  const html = (head: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head>` +
    '<body><p class="used">x</p><script>self.__next_f.push([1,""])</script></body></html>'

  it('puts the rules the page uses where its stylesheet was, and the stylesheet last in <body>', () => {
    const hrefs: string[] = []
    const result = inlineCriticalCss(html(link), (href) => {
      hrefs.push(href)
      return css
    })
    expect(hrefs).toEqual(['/_next/static/chunks/a.css'])
    expect(result).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.used{color:red}</style></head>' +
        `<body><p class="used">x</p><script>self.__next_f.push([1,""])</script>${link}</body></html>`,
    )
  })

  it('leaves a stylesheet it has no rules for, and a page without <head> or <body>, alone', () => {
    expect(inlineCriticalCss(html(link), () => undefined)).toBe(html(link))
    const other = '<link rel="stylesheet" href="/x.css"/>'
    expect(inlineCriticalCss(html(other), () => css)).toBe(html(other))
    expect(inlineCriticalCss('<p class="used">x</p>', () => css)).toBe('<p class="used">x</p>')
  })

  it('cannot end its <style> early', () => {
    const evil = parseStylesheet('.used:after{content:"</style><script>"}')
    expect(inlineCriticalCss(html(link), () => evil)).toContain(
      '<style>.used:after{content:"<\\/style><script>"}</style>',
    )
  })
})
