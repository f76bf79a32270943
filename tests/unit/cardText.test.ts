import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cardCharacters, cardText } from '@/lib/cardText'

/** The font next/og draws with when it is given none (its bundled default). */
const defaultOgFont = path.resolve('node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf')

/** The code points a TrueType font maps to glyphs (its `cmap`, formats 4 and 12). */
function codePointsOf(file: string): Set<number> {
  const bytes = readFileSync(file)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tables = view.getUint16(4)
  let cmap = -1
  for (let index = 0; index < tables; index++) {
    const record = 12 + 16 * index
    if (bytes.toString('latin1', record, record + 4) === 'cmap') cmap = view.getUint32(record + 8)
  }
  const covered = new Set<number>()
  for (let index = 0; index < view.getUint16(cmap + 2); index++) {
    const table = cmap + view.getUint32(cmap + 4 + 8 * index + 4)
    const format = view.getUint16(table)
    if (format === 4) {
      const segments = view.getUint16(table + 6) / 2
      for (let segment = 0; segment < segments; segment++) {
        const end = view.getUint16(table + 14 + 2 * segment)
        const start = view.getUint16(table + 16 + 2 * segments + 2 * segment)
        for (let code = start; code <= end && code !== 0xffff; code++) covered.add(code)
      }
    } else if (format === 12) {
      for (let group = 0; group < view.getUint32(table + 12); group++) {
        const at = table + 16 + 12 * group
        for (let code = view.getUint32(at); code <= view.getUint32(at + 4); code++)
          covered.add(code)
      }
    }
  }
  return covered
}

describe('share card text', () => {
  it('allows only characters the next/og default font has (else next/og fetches a font)', () => {
    const font = codePointsOf(defaultOgFont)
    expect(font.size).toBeGreaterThan(200)
    const allowed = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) =>
      cardCharacters.test(String.fromCodePoint(code)),
    )
    expect(allowed.length).toBeGreaterThan(300)
    expect(allowed.filter((code) => !font.has(code)).map((code) => code.toString(16))).toEqual([])
  })

  it('keeps Dutch, English and French text as it is', () => {
    for (const text of [
      'Eén keer per maand: tips & tricks – “Wat klanten zeggen”',
      'Agence digitale à Amsterdam : l’œuvre, les études de cas… 1 250 €',
      'Łódź, Győr and Şişli',
    ]) {
      expect(cardText(text)).toBe(text)
    }
  })

  it('draws a letter the font lacks as its base letter and leaves out the rest', () => {
    expect(cardText('Ǎpp 🚀 launch 東京')).toBe('App launch')
    expect(cardText('12\u202f000 visitors')).toBe('12\u00a0000 visitors')
  })
})
