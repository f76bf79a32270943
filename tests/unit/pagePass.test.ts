import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { unpaintedRanges, withoutRanges } from '@/pagePass/firstScreen'
import { createPagePass, unwrapped } from '@/pagePass/pagePass'

/*
 * The one pass over a page (src/pagePass/pagePass.ts), made where the page is produced:
 * beasties inlines the rules the page can use and moves the stylesheet to the end of
 * <body>; the hashes are those of the framework's inline scripts of the result. These
 * carry over the cases the hand-written critical CSS (criticalCss.ts, removed) was
 * tested for.
 */

const href = '/_next/static/chunks/site.css'
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const page = (body: string, head = link) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const passOver = (css: string, html: string) =>
  createPagePass((linked) => (linked === href ? css : undefined))(html).html
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
      '@layer utilities{.p-4{padding:1rem;box-shadow:var(--tw-shadow)}}body{font-family:var(--font-sans)}:root{--font-sans:X}'
    const kept = inlined(css, '<p class="p-4">x</p>') ?? ''
    expect(kept).toContain('@layer theme,base,components,utilities;')
    expect(kept).toContain('@property --tw-shadow{syntax:"*";inherits:false}')
    // A `;` after the @property's block would make the browser drop the @font-face.
    expect(kept).not.toMatch(/\}\s*;/)
    expect(kept).toContain('@font-face{font-family:X;src:url(/_next/static/media/a.woff2)')
    expect(kept).toContain('.p-4{padding:1rem;box-shadow:var(--tw-shadow)}')
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
    expect(createPagePass(() => '.a{}')(html).scriptHashes).toEqual([])
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
  const flight = 'self.__next_f.push([1,"0:x"])'
  it("hashes the framework's scripts of the page as it leaves the pass, data blocks left out", () => {
    const { html, scriptHashes } = createPagePass(() => '.a{color:red}')(
      page(
        `<p class="a">x</p><script>${flight}</script>` +
          '<script type="application/ld+json">{"url":"http://localhost:3000"}</script>',
      ),
    )
    expect(html).toContain('<style>')
    expect(scriptHashes).toEqual([sha(flight)])
  })

  it('gives a script smuggled into content no hash', () => {
    const { scriptHashes } = createPagePass(() => '.a{color:red}')(
      page(`<p class="a">x</p><script>alert(document.cookie)</script><script>${flight}</script>`),
    )
    expect(scriptHashes).toEqual([sha(flight)])
  })
})

describe('custom properties nothing on the page reads (unreadProperties.ts)', () => {
  // As Tailwind 4 writes them: the theme on :root, @property registrations, and their
  // fallback for browsers without @property inside @layer properties.
  const css =
    '@layer theme,base,properties;' +
    '@layer properties{@supports (not (x:y)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}' +
    '@layer theme{:root{--color-ink:#0d1b2a;--color-black:#000;--font-sans:var(--font-brand),sans-serif;' +
    '--default-font-family:var(--font-sans);--font-mono:monospace;--color-spark:#f97316;--unused-a:var(--unused-b);--unused-b:1px}}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-blur{syntax:"*";inherits:false}' +
    'html{font-family:var(--default-font-family,sans-serif);color:var(--color-ink)}' +
    '.card{box-shadow:var(--tw-shadow)}.blur{--tw-blur:blur(4px);filter:var(--tw-blur)}'

  it('leaves out the definitions and @property rules nothing reads, and keeps what is read, through other definitions too', () => {
    const kept = inlined(css, '<p class="card">x</p>') ?? ''
    for (const read of ['--color-ink:', '--default-font-family:', '--font-sans:']) {
      expect(kept).toContain(read)
    }
    expect(kept).toContain('@property --tw-shadow{')
    expect(kept).toContain('--tw-shadow:0 0 #0000')
    for (const unread of [
      '--color-black',
      '--font-mono',
      '--unused-a',
      '--unused-b',
      '--color-spark',
    ]) {
      expect(kept).not.toContain(unread)
    }
    // .blur is not on the page: its own definition and its registration go with it.
    expect(kept).not.toContain('--tw-blur')
    expect(kept).toContain(
      'html{font-family:var(--default-font-family,sans-serif);color:var(--color-ink)}',
    )
  })

  it('keeps what the page reads outside the CSS: an SVG attribute, an inline style', () => {
    const kept =
      inlined(
        css,
        '<p class="card">x</p><svg><stop stop-color="var(--color-spark)"/></svg>' +
          '<i style="width:var(--font-mono)"></i>',
      ) ?? ''
    expect(kept).toContain('--color-spark:#f97316')
    expect(kept).toContain('--font-mono:monospace')
  })

  it('drops what pruning empties, except a @layer block, and keeps the layer order', () => {
    const kept = inlined(css, '<p>x</p>') ?? ''
    expect(kept).toContain('@layer theme,base,properties;')
    expect(kept).not.toMatch(/@supports/)
    expect(kept).toContain('@layer properties{}')
  })

  it('rewrites only the <style> beasties writes, not one the page came with', () => {
    const own = '<style>:root{--read-by-a-stylesheet:1}</style>'
    const inBody = passOver(css, page(`<p class="card">x</p>${own}`))
    expect(inBody).toContain(own)
    expect(inBody).not.toContain('--color-black')
    expect(passOver(css, page('<p class="card">x</p>', own + link))).toContain(own)
  })
})

describe('print rules', () => {
  it('are left to the stylesheet: the first paint is on a screen', () => {
    const css = '.a{color:red}@media print{.a{color:black}.print\\:hidden{display:none}}'
    const style = inlined(css, '<p class="a print:hidden">x</p>') ?? ''
    expect(style).toContain('.a{color:red}')
    expect(style).not.toContain('print')
  })
})

describe('hover rules', () => {
  it('are left to the stylesheet: no pointer rests on the page before its first paint', () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b:hover,.b[aria-current]{color:green}' +
      '@media (hover:hover){.a:hover{color:black}}.a:focus{color:white}'
    const style = inlined(css, '<p class="a b" aria-current="page">x</p>') ?? ''
    expect(style).toContain('.a{color:red}')
    expect(style).toContain('.b[aria-current]{color:green}')
    expect(style).toContain('.a:focus{color:white}')
    expect(style).not.toContain('hover')
  })
})

describe('font faces', () => {
  const faces =
    '@font-face{unicode-range:U+??,U+131;font-family:latin;src:url(/a.woff2)}' +
    '@font-face{unicode-range:U+100-130,U+132-151,U+1E??;font-family:ext;src:url(/b.woff2)}' +
    '@font-face{font-family:Fallback;src:local(Arial)}p{font-family:latin,ext,Fallback}'

  it('go inline only when the page has a character in their range (or they have none)', () => {
    const style = inlined(faces, '<p>Vonk</p>') ?? ''
    expect(style).toContain('font-family:latin')
    expect(style).toContain('font-family:Fallback')
    expect(style).not.toContain('font-family:ext')
  })

  it('a character of a range (Dutch ĳ, a wildcard range) keeps its face', () => {
    expect(inlined(faces, '<p>ĳs</p>') ?? '').toContain('font-family:ext')
    expect(inlined(faces, '<p>Ḁ</p>') ?? '').toContain('font-family:ext')
  })
})

describe('external scripts after the content (lateScripts.ts)', () => {
  const runtime = '<script src="/_next/static/chunks/a.js" async=""></script>'
  const legacy = '<script src="/_next/static/chunks/p.js" noModule=""></script>'
  const blocking = '<script src="/vendor/blocking.js"></script>'
  const inline = '<script>self.__next_f=[]</script>'
  const data = '<script type="application/ld+json">{"a":1}</script>'

  it('moves the async and nomodule scripts of <head>, and script preloads, to the end of <body>, in order', () => {
    const preload = '<link rel="preload" as="script" fetchPriority="low" href="/chunks/e.js"/>'
    const html = passOver(
      '.a{color:red}',
      page(
        `<p class="a">x</p>${data}<script>self.__next_f.push(1)</script>`,
        preload + link + runtime + legacy,
      ),
    )
    const [head = '', body = ''] = html.split('</head>')
    expect(head).not.toContain('<script')
    expect(head).not.toContain('rel="preload"')
    expect(body).toMatch(
      new RegExp(
        `<script>self.__next_f.push\\(1\\)</script><link rel="stylesheet"[^>]*>${preload}${runtime}${legacy}</body>`,
      ),
    )
    expect(body.indexOf(data)).toBeLessThan(body.indexOf(runtime))
  })

  it('leaves blocking and inline scripts of <head> where they are', () => {
    const html = passOver(
      '.a{color:red}',
      page('<p class="a">x</p>', link + blocking + inline + runtime),
    )
    const [head = '', body = ''] = html.split('</head>')
    expect(head).toContain(blocking + inline)
    expect(head).not.toContain(runtime)
    expect(body).toContain(`${runtime}</body>`)
  })

  it('leaves a page without </body> as it came', () => {
    const cut = `<!DOCTYPE html><html><head>${runtime}</head><body><p>x</p>`
    expect(passOver('.a{color:red}', cut)).toContain(`<head>${runtime}</head>`)
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

describe('what beasties 0.5.4 would lose, only where it is used', () => {
  it(':where() rules go inline when the page has their class, and not otherwise', () => {
    const css =
      ':where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}' +
      ':where(.divide-y>:not(:last-child)){border-width:1px}' +
      ':where(.group):focus-within .group-focus-within\\:bg-brand{color:red}.a{color:red}'
    const kept = inlined(css, '<div class="space-y-1"><p class="a">a</p><p>b</p></div>') ?? ''
    expect(kept).toContain(':where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}')
    expect(kept).not.toContain('divide-y')
    expect(kept).not.toContain('group-focus-within')
    const focused =
      inlined(css, '<a class="group"><span class="group-focus-within:bg-brand">x</span></a>') ?? ''
    expect(focused).toContain(
      ':where(.group):focus-within .group-focus-within\\:bg-brand{color:red}',
    )
  })

  it('reads the selector inside a leading :where() or :is(), with what follows it', () => {
    expect(unwrapped(':where(.a>:not(:last-child))')).toBe('.a>:not(:last-child)')
    expect(unwrapped(':is(.a,.b) .c')).toBe('.a,.b .c')
    expect(unwrapped(':where(.w-\\(1\\))')).toBe('.w-\\(1\\)')
    expect(unwrapped('.a :where(.b)')).toBeUndefined()
    expect(unwrapped(':where(.a')).toBeUndefined()
  })
})

describe('the first screen only (firstScreen.ts)', () => {
  const firstScreen = { deferredClass: 'later', deferredOnFirstScreen: 2 }
  const css =
    '.later{content-visibility:auto}.top{color:red}.one{color:green}.two{color:blue}' +
    '.three{color:gray}.q{font-weight:700}.answer{margin:0}.menu-link{color:black}'
  const body =
    '<header><details><summary class="q">Menu</summary><a class="menu-link">x</a></details></header>' +
    '<main><h1 class="top">Top</h1>' +
    '<section class="later"><p class="one">1</p></section>' +
    '<section class="later"><p class="two">2</p>' +
    '<details><summary class="q">Why?</summary><p class="answer">Because</p></details></section>' +
    '<section class="later three-holder"><p class="three">3</p></section></main>'
  const pass = () =>
    createPagePass((linked) => (linked === href ? css : undefined), { firstScreen })

  it('inlines the rules of what the first paint can show, and only those', () => {
    const html = pass()(page(body)).html
    const kept = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    // The deferred sections' own boxes, the first two sections, summaries, the header's menu.
    for (const rule of ['.later{', '.top{', '.one{', '.two{', '.q{', '.menu-link{']) {
      expect(kept).toContain(rule)
    }
    // A third deferred section and the answer of a closed <details> in <main>.
    expect(kept).not.toContain('.three{')
    expect(kept).not.toContain('.answer{')
  })

  it('sends the page itself unchanged apart from the <style> and the moved link', () => {
    const html = pass()(page(body)).html
    const whole = createPagePass((linked) => (linked === href ? css : undefined))(page(body)).html
    const withoutStyle = (text: string) => text.replace(/<style[^>]*>[\s\S]*?<\/style>/, '')
    expect(withoutStyle(html)).toBe(withoutStyle(whole))
    expect(html).toContain('<p class="three">3</p>')
    expect(html).toContain('<p class="answer">Because</p>')
  })

  it('scans an open <details> and counts only the deferred sections it scans', () => {
    const open = body.replace(
      '<details><summary class="q">Why?',
      '<details open><summary class="q">Why?',
    )
    const kept = /<style[^>]*>([\s\S]*?)<\/style>/.exec(pass()(page(open)).html)?.[1] ?? ''
    expect(kept).toContain('.answer{')
    const nested = page(
      '<main><section class="later"><div class="later"><p class="one">1</p></div></section>' +
        '<section class="later"><p class="two">2</p></section>' +
        '<section class="later"><p class="three">3</p></section></main>',
    )
    const nestedKept = /<style[^>]*>([\s\S]*?)<\/style>/.exec(pass()(nested).html)?.[1] ?? ''
    // The one inside the first is part of it: the second and third at the top are counted.
    expect(nestedKept).toContain('.two{')
    expect(nestedKept).not.toContain('.three{')
  })

  it('keeps text that looks like its placeholders as it is', () => {
    const hostile = page(
      '<main><section class="later">1</section><section class="later">2</section>' +
        '<section class="later"><!--unscanned-0--><p class="three">3</p></section>' +
        '<p><!--unscanned-0--></p></main>',
    )
    const html = pass()(hostile).html
    expect(html.match(/<!--unscanned-0-->/g)).toHaveLength(2)
    expect(html).toContain('<p class="three">3</p>')
  })
})

describe('unpaintedRanges', () => {
  it('leaves out deferred sections after the first ones, and closed details in <main> after their summary', () => {
    const html =
      '<header><details><summary>m</summary><a>x</a></details></header><main>' +
      '<section class="a later">1</section><section class="later">2</section>' +
      '<details><summary>q</summary>A</details></main>'
    const ranges = unpaintedRanges(html, { deferredClass: 'later', deferredOnFirstScreen: 1 })
    expect(ranges.map(([start, end]) => html.slice(start, end))).toEqual(['2', 'A'])
  })

  it('leaves nothing out of a page that is not well formed there', () => {
    const html = '<main><section class="later">1</section><section class="later"><p>2'
    expect(unpaintedRanges(html, { deferredClass: 'later', deferredOnFirstScreen: 1 })).toEqual([])
  })
})

describe('withoutRanges', () => {
  it('restores exactly what it cut, and refuses a text that lost or repeated a placeholder', () => {
    const html = 'ab<i>cd</i>ef'
    const { view, restore } = withoutRanges(html, [[5, 7]], 'tok-')
    expect(view).toBe('ab<i><!--tok-0--></i>ef')
    expect(restore(`<x>${view}`)).toBe(`<x>${html}`)
    expect(restore(view.replace('<!--tok-0-->', ''))).toBeNull()
    expect(restore(view + '<!--tok-0-->')).toBeNull()
  })
})
