/**
 * A Content-Security-Policy without `'unsafe-inline'` scripts for prerendered pages.
 * A nonce would need a render per request; a hash of each inline script, taken from
 * the bytes actually sent, allows exactly those scripts and stays right after an
 * on-demand revalidation changes a page. The server entry applies this to every HTML
 * response (htmlPass.ts, once per page); the proxy's policy keeps `'unsafe-inline'`
 * only as the placeholder it replaces (and for `next dev`, which serves without the entry).
 *
 * No `'strict-dynamic'`: it would drop `'self'`, and the page's own
 * `<script src="/_next/...">` tags, inserted by the parser, would then need hashes of
 * their files too (SRI). `'self'` admits them and the chunks they load.
 */
import { createHash } from 'node:crypto'

import { Parser } from 'htmlparser2'

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/**
 * The text of every inline script the browser would run (JSON-LD and other data blocks
 * are not run), read by htmlparser2's tokenizer: a script's text is raw up to its end
 * tag, as in the HTML parser, and attribute quoting or case do not fool it.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  let text: string[] | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script' || 'src' in attributes) return
        const type = (attributes.type ?? '').trim().toLowerCase()
        if (executableTypes.has(type)) text = []
      },
      ontext(chunk) {
        text?.push(chunk)
      },
      onclosetag(name) {
        if (name !== 'script' || text === null) return
        scripts.push(text.join(''))
        text = null
      },
    },
    // Raw bytes: a script's text has no character references, and attribute values
    // here are compared as written.
    { decodeEntities: false },
  )
  parser.end(html)
  return scripts
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The distinct hashes of a document's inline scripts, in the order they appear. */
export function scriptHashesOf(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))]
}

/**
 * The policy with `'unsafe-inline'` in `script-src` replaced by `hashes`. Other
 * directives (styles included) are left as they are.
 */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
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

/** The policy for `html`: its `script-src` allows exactly the document's inline scripts. */
export function withScriptHashes(policy: string, html: string): string {
  return policyWithHashes(policy, scriptHashesOf(html))
}
