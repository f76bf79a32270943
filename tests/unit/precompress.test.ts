import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from '../../scripts/precompress.ts'

describe('precompress (build step)', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  function asset(text: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    dirs.push(dir)
    const file = path.join(dir, 'chunk.js')
    writeFileSync(file, text)
    return file
  }

  it('writes Brotli and gzip copies that unpack to the very file', () => {
    const text = 'export const x = "Vonk";\n'.repeat(400)
    const file = asset(text)
    const sizes = precompress(file)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text)
    expect(sizes.br).toBeLessThan(sizes.gz)
    expect(sizes.gz).toBeLessThan(sizes.bytes)
  })

  it('makes the copies again when the file is newer than them', () => {
    const file = asset('first version '.repeat(50))
    precompress(file)
    writeFileSync(file, 'second version '.repeat(50))
    const later = new Date(statSync(`${file}.br`).mtimeMs + 5000)
    utimesSync(file, later, later)
    precompress(file)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toContain('second')
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('second')
  })
})
