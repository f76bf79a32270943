import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'

import { describe, expect, it, vi } from 'vitest'

import { zopfliGzipper } from '@/lib/http/zopfli'

/*
 * The gzip copy of a kept page (src/lib/http/zopfli.ts): zopfli in a worker thread,
 * smaller than zlib's best, read back by any gunzip; zlib's when the worker fails.
 */

/** Page-like text: repeated markup with varied words, as a long page has. */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from(
    { length: 400 },
    (_, index) =>
      `<li class="faq-item"><a href="/fr/services/${index % 7}">Question ${index} – réponse ${(index * 7919) % 1000}</a></li>`,
  ).join('')}</body></html>`,
)

describe('zopfli gzip', () => {
  it('round-trips to the same bytes and is smaller than zlib at level 9', async () => {
    const gzip = zopfliGzipper()
    const packed = await gzip(page)
    expect(gunzipSync(packed).equals(page)).toBe(true)
    expect(packed.length).toBeLessThan(gzipSync(page, { level: 9 }).length)
  })

  it('compresses many pages at once, each to its own bytes', async () => {
    const gzip = zopfliGzipper()
    const pages = [page, Buffer.from('<p>two</p>'), Buffer.alloc(0), Buffer.from('é'.repeat(999))]
    const packed = await Promise.all(pages.map((body) => gzip(body)))
    expect(packed.map((bytes) => gunzipSync(bytes).toString('hex'))).toEqual(
      pages.map((body) => body.toString('hex')),
    )
  })

  it("falls back to zlib's gzip when the worker cannot run", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zopfli-'))
    const broken = path.join(dir, 'worker.mjs')
    writeFileSync(broken, 'throw new Error("no zopfli here")')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const gzip = zopfliGzipper(pathToFileURL(broken))
      const packed = await gzip(page)
      expect(gunzipSync(packed).equals(page)).toBe(true)
      expect(packed.equals(gzipSync(page, { level: 9 }))).toBe(true)
      expect(warn).toHaveBeenCalled()
      // And again: a new worker is tried, and fails the same way.
      expect(gunzipSync(await gzip(page)).equals(page)).toBe(true)
    } finally {
      warn.mockRestore()
    }
  })
})
