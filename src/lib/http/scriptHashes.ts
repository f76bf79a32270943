/**
 * A Content-Security-Policy without `'unsafe-inline'` scripts for prerendered pages.
 * A nonce would need a render per request; a hash of each inline script, taken from
 * the bytes actually sent, allows exactly those scripts and stays right after an
 * on-demand revalidation changes a page. The server entry applies this to every HTML
 * response; the proxy's policy keeps `'unsafe-inline'` only as the placeholder it
 * replaces (and for `next dev`, which serves without the entry).
 *
 * No `'strict-dynamic'`: it would drop `'self'`, and the page's own
 * `<script src="/_next/...">` tags, inserted by the parser, would then need hashes of
 * their files too (SRI). `'self'` admits them and the chunks they load.
 */
import { createHash } from 'node:crypto'

/** A script element as the HTML parser reads it: attributes, then text up to `</script`. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  )
  if (!match) return new RegExp(`\\b${name}\\b`, 'i').test(attributes) ? '' : null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** The text of every inline script the browser would run (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (attribute(attributes, 'src') !== null) continue
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase()
    if (executableTypes.has(type)) scripts.push(text)
  }
  return scripts
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The policy with `'unsafe-inline'` in `script-src` replaced by the hashes of this
 * document's inline scripts. Other directives (styles included) are left as they are.
 */
export function withScriptHashes(policy: string, html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name?.toLowerCase() !== 'script-src') return directive.trim()
      const kept = sources.filter((source) => source !== "'unsafe-inline'")
      return [name, ...kept, ...hashes].join(' ')
    })
    .join('; ')
}
