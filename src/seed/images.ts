import { createHash } from 'node:crypto'

import sharp from 'sharp'

/**
 * An original abstract composition for a seed image, drawn from its key: the same
 * key always gives the same picture, so nothing is downloaded or committed.
 */
export function seedImageName(key: string): string {
  return `${key.replaceAll('/', '-')}.webp`
}

export async function renderSeedImage(key: string): Promise<Buffer> {
  const hash = createHash('sha256').update(key).digest()
  const portrait = /\/(person|team|testimonials)\b|^(team|testimonials)\//.test(key)
  const logo = key.startsWith('partners/')
  const [width, height] = portrait ? [400, 400] : logo ? [400, 200] : [1200, 750]
  const svg = composition(hash, width, height, { portrait, logo })
  return sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer()
}

function composition(
  hash: Buffer,
  w: number,
  h: number,
  kind: { portrait: boolean; logo: boolean },
) {
  const byte = (i: number) => hash[i % hash.length] ?? 0
  const hue = Math.round((byte(0) / 255) * 360)
  const accent = (hue + 140 + (byte(1) % 60)) % 360
  const bg = kind.logo ? '#ffffff' : `hsl(${hue} 55% 18%)`
  const shapes = Array.from({ length: kind.logo ? 2 : 5 }, (_, i) => {
    const cx = (byte(i * 3 + 2) / 255) * w
    const cy = (byte(i * 3 + 3) / 255) * h
    const r = ((byte(i * 3 + 4) / 255) * 0.35 + 0.12) * Math.min(w, h)
    const fill = i % 2 ? `hsl(${accent} 80% 62%)` : `hsl(${hue} 70% ${40 + i * 6}%)`
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" fill-opacity="0.78"/>`
  })
  const face = kind.portrait
    ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.17}" fill="hsl(${accent} 40% 80%)"/>
       <ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.32}" ry="${h * 0.3}" fill="hsl(${accent} 40% 80%)"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="hsl(${hue} 60% ${kind.logo ? 96 : 30}%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}${face}</svg>`
}
