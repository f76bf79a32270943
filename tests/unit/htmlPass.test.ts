import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { createHtmlPass } from '@/lib/http/htmlPass'

/*
 * The one pass over a page (src/lib/http/htmlPass.ts): beasties inlines the rules the
 * page can use and moves the stylesheet to the end of <body>; the hashes are those of
 * the inline scripts of the page as sent. These carry over the cases the hand-written
 * critical CSS (criticalCss.ts, removed) was tested for.
 */

const href = '/_next/static/chunks/site.css'
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const page = (body: string, head = link) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const passOver = (css: string, html: string) =>
  createHtmlPass((linked) => (linked === href ? css : undefined))(html).html
const inlined = (css: string, body: string) =>
  /<style[^>]*>([\s\S]*?)<\/style>/.exec(passOver(css, page(body)))?.[1] ?? null

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('critical CSS (beasties)', () => {
  it('inlines the rules the page uses, in order, inside their at-rules, and moves the stylesheet last in <body>', () => {
    const css =
      '.a{color:red}.b{color:blue}@media (min-width:48rem){.a{color:green}.b{color:black}}' +
      '@supports (display:grid){.b{display:grid}}p{margin:0}'
    const html = passOver(css, page('<p class="a">x</p><script>go()</script>'))
    const [head = '', body = ''] = html.split('</head>')
    expect(head).toContain('.a{color:red}')
    expect(head).toContain('@media (min-width:48rem){.a{color:green}}')
    expect(head).toContain('p{margin:0}')
    expect(head).not.toMatch(/\.b\{/)
    expect(head).not.toContain('rel="stylesheet"')
    expect(body).toMatch(
      new RegExp(`<script>go\\(\\)</script><link rel="stylesheet" href="${href}"[^>]*></body>`),
    )
  })

  it("reads Tailwind's escaped class names as the HTML writes them", () => {
    const css =
      '.md\\:grid-cols-\\[1fr_auto\\]{display:grid}.size-1\\.5{width:1px}.\\31 0x{color:red}.no{color:blue}'
    const kept = inlined(css, '<p class="md:grid-cols-[1fr_auto] size-1.5 10x">x</p>') ?? ''
    expect(kept).toContain('.md\\:grid-cols-\\[1fr_auto\\]{display:grid}')
    expect(kept).toContain('.size-1\\.5{width:1px}')
    expect(kept).toContain('0x{color:red}')
    expect(kept).not.toContain('.no{')
  })

  it('keeps the layer order, font faces (named through a custom property, URLs made absolute) and @property, and the rule after an @property', () => {
    const css =
      '@layer theme,base,components,utilities;' +
      '@property --tw-shadow{syntax:"*";inherits:false}' +
      '@font-face{font-family:X;src:url(../media/a.woff2)format("woff2")}' +
      '@layer utilities{.p-4{padding:1rem}}body{font-family:var(--font-sans)}:root{--font-sans:X}'
    const kept = inlined(css, '<p class="p-4">x</p>') ?? ''
    expect(kept).toContain('@layer theme,base,components,utilities;')
    expect(kept).toContain('@property --tw-shadow{syntax:"*";inherits:false}')
    // A `;` after the @property's block would make the browser drop the @font-face.
    expect(kept).not.toMatch(/\}\s*;/)
    expect(kept).toContain('@font-face{font-family:X;src:url(/_next/static/media/a.woff2)')
    expect(kept).toContain('.p-4{padding:1rem}')
  })

  it('keeps keyframes the inlined rules use', () => {
    const css =
      '@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}.spin{animation:spin 1s}'
    const kept = inlined(css, '<i class="spin"></i>') ?? ''
    expect(kept).toContain('@keyframes spin{')
    expect(kept).not.toContain('@keyframes gone')
  })

  it('cannot end its <style> early', () => {
    const html = passOver(
      '.a:after{content:"</style><script>x()</script>"}',
      page('<p class="a">x</p>'),
    )
    expect(html).not.toContain('</style><script>x()')
    expect(createHtmlPass(() => '.a{}')(html).scriptHashes).toEqual([])
  })

  it('leaves a stylesheet of another site, and a page without one, alone', () => {
    const other = '<link rel="stylesheet" href="/elsewhere.css"/>'
    expect(passOver('.a{color:red}', page('<p class="a">x</p>', other))).toBe(
      page('<p class="a">x</p>', other),
    )
    expect(passOver('.a{color:red}', '<p class="a">x</p>')).toBe('<p class="a">x</p>')
  })
})

describe('the pass as a whole', () => {
  it('hashes the scripts of the page as sent: after the retarget, data blocks left out', () => {
    const pass = createHtmlPass(() => '.a{color:red}', {
      retarget: (html) => html.replaceAll('http://localhost:3000', 'http://127.0.0.1:8100'),
    })
    const { html, scriptHashes } = pass(
      page(
        '<script>go("http://localhost:3000/x")</script>' +
          '<script type="application/ld+json">{"url":"http://localhost:3000"}</script>',
      ),
    )
    expect(html).toContain('go("http://127.0.0.1:8100/x")')
    expect(scriptHashes).toEqual([sha('go("http://127.0.0.1:8100/x")')])
  })

  it('is made once per page: the same page gives the same result without a second pass', () => {
    let retargeted = 0
    const pass = createHtmlPass(() => '.a{color:red}', {
      retarget: (html) => {
        retargeted += 1
        return html
      },
    })
    const first = pass(page('<p class="a">x</p>'))
    expect(pass(page('<p class="a">x</p>'))).toBe(first)
    expect(retargeted).toBe(1)
    pass(page('<p class="a">y</p>'))
    expect(retargeted).toBe(2)
  })

  it('without inlining (the admin) only hashes', () => {
    const html = page('<p class="a">x</p><script>go()</script>')
    const passed = createHtmlPass(() => '.a{color:red}', { inlineCss: false })(html)
    expect(passed.html).toBe(html)
    expect(passed.scriptHashes).toEqual([sha('go()')])
  })
})

describe('what beasties 0.5.4 would lose', () => {
  it("keeps Tailwind's :where() utilities (space-y, divide)", () => {
    const css = ':where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}.a{color:red}'
    expect(inlined(css, '<address class="space-y-1"><p>a</p><p>b</p></address>')).toContain(
      ':where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}',
    )
  })
})
