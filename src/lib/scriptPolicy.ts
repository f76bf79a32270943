/**
 * The script policy of a prerendered page: no `'unsafe-inline'`, and a hash only for the
 * inline scripts the framework itself writes into every page (Next.js's flight data and
 * Turbopack's bootstrap). A nonce would need a render per request; these hashes are made
 * once, where the page is produced (pagePass.ts), and stored with it.
 *
 * A script is the framework's only when its whole text is one of the shapes below, and
 * the data it pushes is JSON (which cannot carry code). Anything else that ever reached a
 * page's HTML, a `<script>` smuggled into content for one, gets no hash, and the browser
 * does not run it.
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
    // Raw bytes: a script's text has no character references.
    { decodeEntities: false },
  )
  parser.end(html)
  return scripts
}

/** Next.js's first flight script, the same in every page. */
const flightStart = '(self.__next_f=self.__next_f||[]).push([0])'

/** `<prefix>(<JSON of the given kind>)`: the framework's scripts that push data. */
const pushesOfData: { prefix: string; kind: 'array' | 'object' }[] = [
  // Next.js's flight data: [1,"…"], [2,null], …
  { prefix: 'self.__next_f.push(', kind: 'array' },
  // Turbopack's bootstrap: the page's chunks and its runtime's modules.
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', kind: 'object' },
]

function isJsonOf(text: string, kind: 'array' | 'object'): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return kind === 'array' ? Array.isArray(value) : value !== null && typeof value === 'object'
  } catch {
    return false
  }
}

/** Whether an inline script is one the framework writes (see the top of this file). */
export function isFrameworkScript(text: string): boolean {
  if (text === flightStart) return true
  // Turbopack ends its statement with a semicolon; Next.js does not.
  const statement = text.endsWith(');') ? text.slice(0, -1) : text
  return pushesOfData.some(
    ({ prefix, kind }) =>
      statement.startsWith(prefix) &&
      statement.endsWith(')') &&
      isJsonOf(statement.slice(prefix.length, -1), kind),
  )
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The distinct hashes of a document's framework scripts, in the order they appear. */
export function frameworkScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).filter(isFrameworkScript).map(scriptHash))]
}
