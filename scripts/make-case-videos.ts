/**
 * Renders the short case-study videos in content/seed/media/videos/ (committed, each
 * well under 1 MB): abstract motion in each client's colours, drawn frame by frame
 * with sharp and encoded with ffmpeg (H.264, no audio). Run it again after changing
 * this file: `node scripts/make-case-videos.ts` (needs ffmpeg on the PATH).
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const videos = [
  { id: 'gaivota', hue: 205 },
  { id: 'padel-mate-club', hue: 95 },
  { id: 'e-p-superyachtwear', hue: 225 },
]
const [width, height, fps, seconds] = [960, 540, 24, 6]
const outDir = path.resolve(import.meta.dirname, '../content/seed/media/videos')

function frame(hue: number, t: number): string {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const phase = (i / 6) * Math.PI * 2
    const x = width / 2 + Math.cos(t * 2 * Math.PI * 0.25 + phase) * width * (0.18 + i * 0.04)
    const y = height / 2 + Math.sin(t * 2 * Math.PI * 0.2 + phase * 1.5) * height * 0.3
    const r = height * (0.12 + 0.05 * Math.sin(t * 3 + i))
    const light = 45 + i * 7
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="hsl(${(hue + i * 24) % 360} 75% ${light}%)" fill-opacity="0.8"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue} 55% 14%)"/>${shapes.join('')}</svg>`
}

async function render(id: string, hue: number): Promise<void> {
  const file = path.join(outDir, `${id}.mp4`)
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  for (let index = 0; index < fps * seconds; index++) {
    const pixels = await sharp(Buffer.from(frame(hue, index / fps)))
      .removeAlpha()
      .raw()
      .toBuffer()
    if (!ffmpeg.stdin.write(pixels))
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve))
  }
  ffmpeg.stdin.end()
  await new Promise((resolve, reject) =>
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve(code) : reject(new Error(`ffmpeg ${code}`)),
    ),
  )
  console.log(`wrote ${path.relative(process.cwd(), file)}`)
}

mkdirSync(outDir, { recursive: true })
for (const { id, hue } of videos) await render(id, hue)
