/** An inline part of spec §3: plain text, bold, link (text + url) or linkBold. */
export type InlinePart = {
  type: 'text' | 'bold' | 'link' | 'linkBold'
  text: string
  url?: string | null
}

const token = /\*\*\[([^\]]+)\]\(([^)\s]+)\)\*\*|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * Turns the seed files' light markup (`**bold**`, `[text](url)`, `**[text](url)**`)
 * into typed inline parts, so content files stay readable.
 */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of source.matchAll(token)) {
    const index = match.index
    if (index > last) parts.push({ type: 'text', text: source.slice(last, index) })
    const [, boldLinkText, boldLinkUrl, boldText, linkText, linkUrl] = match
    if (boldLinkText !== undefined)
      parts.push({ type: 'linkBold', text: boldLinkText, url: boldLinkUrl })
    else if (boldText !== undefined) parts.push({ type: 'bold', text: boldText })
    else if (linkText !== undefined) parts.push({ type: 'link', text: linkText, url: linkUrl })
    last = index + match[0].length
  }
  if (last < source.length) parts.push({ type: 'text', text: source.slice(last) })
  return parts
}

/** The plain text of inline parts (excerpts, JSON-LD, search descriptions). */
export function plainText(parts: readonly InlinePart[]): string {
  return parts.map((part) => part.text).join('')
}
