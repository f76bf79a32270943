/**
 * Renders the short case-study videos in content/seed/media/videos/ (committed, each
 * well under 1 MB): a tour through the case's own screens, the images that
 * `npm run make:case-images` renders from content/mockups/. Each screen is scrolled or
 * panned through slowly, the next one fades in; frames are cut with sharp and encoded
 * with ffmpeg (H.264, no audio). The video starts on the hero image, its poster.
 * Run it after the images: `node scripts/make-case-videos.ts` (needs ffmpeg on the PATH).
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const videos = [
  { id: 'gaivota', shots: ['hero', 's1-1', 's1-2', 's1-3', 's2'] },
  { id: 'padel-mate-club', shots: ['hero', 's1-1', 's1-2', 's1-3', 's2'] },
  { id: 'e-p-superyachtwear', shots: ['hero', 'block-2', 's1-2', 's1-3', 's2'] },
]
const [width, height, fps] = [960, 540, 24]
/** Seconds each screen is on its own, and of the cross-fade into the next. */
const [hold, fade] = [1.4, 0.5]
const seed = path.resolve(import.meta.dirname, '../content/seed/media')
const outDir = path.join(seed, 'videos')

type Screen = { pixels: Buffer; w: number; h: number }

/** The image at twice the video's scale, so that sub-pixel pans stay smooth. */
async function load(id: string, shot: string): Promise<Screen> {
  const file = path.join(seed, 'cases', id, `${shot}.webp`)
  const { width: w0 = 1, height: h0 = 1 } = await sharp(file).metadata()
  const scale = Math.max(width / w0, height / h0) * 1.08 * 2
  const w = Math.round(w0 * scale)
  const h = Math.round(h0 * scale)
  const pixels = await sharp(file).resize(w, h).removeAlpha().raw().toBuffer()
  return { pixels, w, h }
}

/** The screen at progress t (0..1): a window moving along its longer overflow. */
async function view(screen: Screen, t: number): Promise<Buffer> {
  const [cw, ch] = [width * 2, height * 2]
  const eased = 0.5 - Math.cos(Math.PI * t) / 2
  const left = Math.round((screen.w - cw) * (screen.w - cw > screen.h - ch ? eased : 0.5))
  const top = Math.round((screen.h - ch) * (screen.h - ch >= screen.w - cw ? eased : 0.5))
  return sharp(screen.pixels, { raw: { width: screen.w, height: screen.h, channels: 3 } })
    .extract({ left, top, width: cw, height: ch })
    .resize(width, height)
    .raw()
    .toBuffer()
}

function blend(a: Buffer, b: Buffer, amount: number): Buffer {
  const out = Buffer.alloc(a.length)
  for (let i = 0; i < a.length; i++)
    out[i] = Math.round((a[i] ?? 0) * (1 - amount) + (b[i] ?? 0) * amount)
  return out
}

async function render(id: string, shots: string[]): Promise<void> {
  const screens = await Promise.all(shots.map((shot) => load(id, shot)))
  const file = path.join(outDir, `${id}.mp4`)
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${width}x${height}`, '-r', String(fps), '-i', '-', '-an'],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'animation'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const segment = hold + fade
  const frames = Math.round((screens.length * segment - fade) * fps)
  for (let index = 0; index < frames; index++) {
    const time = index / fps
    const at = Math.min(Math.floor(time / segment), screens.length - 1)
    const local = time - at * segment
    // Each screen moves over its whole time on screen, fades included.
    const progress = (since: number) => Math.min(1, Math.max(0, since / (segment + fade)))
    const current = await view(screens[at] as Screen, progress(local + (at ? fade : 0)))
    let pixels = current
    const next = screens[at + 1]
    if (next && local > hold) {
      const amount = (local - hold) / fade
      pixels = blend(current, await view(next, progress(local - hold)), amount)
    }
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
for (const { id, shots } of videos) await render(id, shots)
