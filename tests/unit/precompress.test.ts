import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { cliWindowBits, precompress } from '../../scripts/precompress.ts'

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

  it('uses the window the brotli CLI picks: the smallest that holds the file', () => {
    expect([1, 1024, 1025, 7354, 65_536, 65_537, 2 ** 24, 2 ** 30].map(cliWindowBits)).toEqual([
      10, 10, 11, 13, 16, 17, 24, 24,
    ])
  })

  it.runIf(existsSync('/usr/bin/brotli'))(
    'writes what `brotli -q 11` writes, byte for byte',
    () => {
      // Text of a size where the encoder's default window (22 bits) gave a byte less.
      const text = Array.from({ length: 600 }, (_, i) => `const v${i} = ${i * 7} % 13;\n`).join('')
      const file = asset(text)
      precompress(file)
      const cli = execFileSync('/usr/bin/brotli', ['-q', '11', '-c', file])
      expect(readFileSync(`${file}.br`).equals(cli)).toBe(true)
    },
  )
})
