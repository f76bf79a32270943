/**
 * Who `npm start` serves. Without `SITE_URL` it is a local trial: it listens on
 * loopback only and names its own address in links, so a forgotten setting never
 * serves the world over plain HTTP with insecure cookies and links to
 * `localhost:3000`. Serving anyone else takes an `https://` `SITE_URL` (TLS ends at
 * the reverse proxy in front). Plain Node (server.ts imports it with its extension).
 */
type Env = Record<string, string | undefined>

export type Serving =
  | { kind: 'trial'; hostname: string; origin: string }
  | { kind: 'public'; hostname: string | undefined; origin: string }
  | { kind: 'refused'; reason: string }

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

export function isLoopback(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[|\]$/g, '')
  return loopbackNames.has(bare) || /^127(?:\.\d{1,3}){3}$/.test(bare)
}

function originOf(hostname: string, port: number): string {
  return `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
}

export function servingFor(env: Env, port: number): Serving {
  const hostname = env.HOSTNAME || undefined
  const configured = env.SITE_URL
  if (!configured) {
    if (hostname && !isLoopback(hostname)) {
      return {
        kind: 'refused',
        reason: `HOSTNAME=${hostname} serves other machines, which needs SITE_URL=https://… (the site's public address).`,
      }
    }
    const local = hostname ?? '127.0.0.1'
    return { kind: 'trial', hostname: local, origin: originOf(local, port) }
  }
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    return { kind: 'refused', reason: `SITE_URL=${configured} is not a URL.` }
  }
  if (url.protocol === 'https:') {
    return { kind: 'public', hostname, origin: url.origin }
  }
  // Plain HTTP only where nobody else can listen in: loopback, on both sides.
  if (url.protocol === 'http:' && isLoopback(url.hostname) && (!hostname || isLoopback(hostname))) {
    return { kind: 'trial', hostname: hostname ?? '127.0.0.1', origin: url.origin }
  }
  return {
    kind: 'refused',
    reason: `SITE_URL must start with https:// to serve visitors (got ${url.protocol}//…); a local trial needs no SITE_URL.`,
  }
}

/**
 * The origins Payload accepts a session cookie from (its CSRF allowlist): the public
 * address, or the trial's loopback names on its port.
 */
export function trustedOrigins(env: Env = process.env): string[] {
  if (env.SITE_URL) return [new URL(env.SITE_URL).origin]
  const trial = env.LOCAL_TRIAL_URL ? new URL(env.LOCAL_TRIAL_URL) : null
  const port = trial?.port || env.PORT || '3000'
  const names = ['localhost', '127.0.0.1', '[::1]']
  if (trial && !names.includes(trial.hostname)) names.push(trial.hostname)
  return names.map((name) => `http://${name}:${port}`)
}

/** The origin a prerendered page's canonical link names: the site address of its build. */
export function canonicalOrigin(html: string): string | null {
  const href = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1]
  return href ?? null
}
