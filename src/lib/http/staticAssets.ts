/**
 * `/_next/static/…` from memory, with the Brotli and gzip copies the build wrote beside
 * each text asset (scripts/precompress.ts): the client's `Accept-Encoding` picks one
 * (encoding.ts), and the answer says which (`Content-Encoding`, `Vary`). These files
 * never change under their names (they carry their hash): `immutable`, a year. A file
 * read once stays in memory; a name that is not a file of the build, or whose type is
 * not one of ours, is left to Next.js (its 404).
 */
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { chooseCoding, type Coding } from './encoding.ts'

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}

type Asset = { type: string; bodies: Partial<Record<Coding, Buffer>> }

const prefix = '/_next/static/'

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch {
    return undefined
  }
}

/** `headers`: what every response carries (the site's security headers, next.config.ts). */
export function staticAssets(
  distDir: string,
  headers: readonly { key: string; value: string }[] = [],
) {
  const root = path.resolve(distDir, 'static')
  const assets = new Map<string, Promise<Asset | null>>()

  async function load(name: string): Promise<Asset | null> {
    const type = types[path.extname(name).toLowerCase()]
    const file = path.resolve(root, name)
    if (!type || !file.startsWith(root + path.sep)) return null
    const [identity, br, gzip] = await Promise.all(
      ['', '.br', '.gz'].map((suffix) => readIfThere(file + suffix)),
    )
    return identity ? { type, bodies: { identity, br, gzip } } : null
  }

  /** Answers a request for a static file of the build; false when Next.js should. */
  return async function serveStatic(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const { method, url = '' } = request
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(prefix)) return false
    let name: string
    try {
      name = decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? '')
    } catch {
      return false
    }
    if (name.includes('\0') || name.split('/').includes('..')) return false
    let asset = assets.get(name)
    if (asset === undefined) {
      asset = load(name)
      assets.set(name, asset)
      // A miss is not kept: a file may appear later only in a new build, but the
      // map must not grow with every name a client makes up.
      void asset.then((found) => found ?? assets.delete(name))
    }
    const found = await asset
    if (!found) return false
    const available = (['br', 'gzip', 'identity'] as const).filter((c) => found.bodies[c])
    const coding = chooseCoding(request.headers['accept-encoding'], available)
    const body = found.bodies[coding] ?? (found.bodies.identity as Buffer)
    response.statusCode = 200
    for (const { key, value } of headers) response.setHeader(key, value)
    response.setHeader('Content-Type', found.type)
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    if (available.length > 1) response.setHeader('Vary', 'Accept-Encoding')
    if (coding !== 'identity' && found.bodies[coding]) {
      response.setHeader('Content-Encoding', coding)
    }
    response.setHeader('Content-Length', body.length)
    response.end(method === 'HEAD' ? undefined : body)
    return true
  }
}
