import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every relative link in the README, CONTRIBUTING.md and docs/*.md resolves: the file
 * exists, and a `#fragment` names a heading of the file it points to, as GitHub makes
 * heading anchors. Links to other sites are not followed (no network).
 */
const root = path.resolve(import.meta.dirname, '../..')
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** Fenced code blocks and HTML comments, where nothing is a link or a heading. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/<!--[\s\S]*?-->/g, '')

/** GitHub's anchor of a heading: its text, lowercased, punctuation dropped, spaces as `-`. */
function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown file's headings; a repeated one gets `-1`, `-2`, … */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const anchor = headingAnchor(heading ?? '')
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
  }
  return anchors
}

/** The link targets of a Markdown file's prose (inline links, images and definitions). */
function linkTargets(markdown: string): string[] {
  const prose = withoutCode(markdown).replace(/`[^`\n]*`/g, '')
  const inline = [...prose.matchAll(/\]\(\s*<?([^()\s<>]*)>?(?:\s+"[^"]*")?\s*\)/g)]
  const definitions = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)]
  return [...inline, ...definitions].map((match) => match[1] ?? '')
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target)

/** What is wrong with a relative link of `document`, or null when it resolves. */
function brokenLink(document: string, target: string): string | null {
  const [file = '', fragment] = target.split('#', 2)
  const resolved = file
    ? path.resolve(root, path.dirname(document), decodeURIComponent(file))
    : path.join(root, document)
  if (!existsSync(resolved)) return `${target}: no such file`
  if (fragment === undefined) return null
  if (!resolved.endsWith('.md')) return `${target}: a fragment of a file that is not Markdown`
  const anchors = anchorsOf(readFileSync(resolved, 'utf8'))
  return anchors.has(decodeURIComponent(fragment)) ? null : `${target}: no such heading`
}

describe('documentation links', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingAnchor('The client’s address: `TRUST_PROXY`')).toBe(
      'the-clients-address-trust_proxy',
    )
    expect(headingAnchor('`SITE_URL`, or a local trial')).toBe('site_url-or-a-local-trial')
    expect([...anchorsOf('# A\n\n```\n# not a heading\n```\n## A\n## B')]).toEqual([
      'a',
      'a-1',
      'b',
    ])
  })

  it('reads links in prose, not in code', () => {
    const markdown = '[a](x.md) `[b](y.md)` ![c](z.png)\n\n```\n[d](w.md)\n```\n[e]: v.md'
    expect(linkTargets(markdown)).toEqual(['x.md', 'z.png', 'v.md'])
  })

  it.each(documents)('every relative link of %s resolves, headings included', (document) => {
    const markdown = readFileSync(path.join(root, document), 'utf8')
    const broken = linkTargets(markdown)
      .filter((target) => target !== '' && !isExternal(target))
      .map((target) => brokenLink(document, target))
      .filter((problem) => problem !== null)
    expect(broken).toEqual([])
  })
})
