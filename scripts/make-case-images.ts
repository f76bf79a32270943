/**
 * Renders the case-study and blog images of content/seed/media/ from the HTML/CSS
 * mockups of content/mockups/ (see its README): every element with a `data-shot`
 * attribute in a mockup's index.html becomes one WebP file, named after the attribute,
 * in the folder the page's `<body data-out="…">` names (under content/seed/media/).
 * Chromium draws the page, sharp encodes it; nothing is fetched from the network, and
 * the same mockups give the same files.
 *
 *   npm run make:case-images                 every mockup
 *   npm run make:case-images -- gaivota blog only these folders
 */
import { mkdirSync, readdirSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const mockupsDir = path.join(root, 'content/mockups')
const mediaDir = path.join(root, 'content/seed/media')
const quality = 80

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  )
}

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const folders = readdirSync(mockupsDir)
  .filter((name) => existsSync(path.join(mockupsDir, name, 'index.html')))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort()
const unknown = only.filter((name) => !folders.includes(name))
if (unknown.length) throw new Error(`No mockup folder: ${unknown.join(', ')}`)

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
// The largest shot fits the viewport, so each one is drawn without scrolling tricks.
const context = await browser.newContext({
  viewport: { width: 2000, height: 1200 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  // Mockups are local files: any request elsewhere is a mistake in a mockup.
  offline: true,
})
const page = await context.newPage()
page.on('console', (message) => {
  if (message.type() === 'error') console.warn(`  console: ${message.text()}`)
})
page.on('requestfailed', (request) => console.warn(`  failed: ${request.url()}`))

let written = 0
let bytes = 0
for (const folder of folders) {
  await page.goto(pathToFileURL(path.join(mockupsDir, folder, 'index.html')).href)
  await page.evaluate(() => document.fonts.ready)
  const out = await page.locator('body').getAttribute('data-out')
  if (!out || !/^[a-z0-9/-]+$/.test(out)) throw new Error(`${folder}: <body data-out> missing`)
  const shots = page.locator('[data-shot]')
  const names = await shots.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-shot') ?? ''),
  )
  if (new Set(names).size !== names.length) throw new Error(`${folder}: a shot name twice`)
  mkdirSync(path.join(mediaDir, out), { recursive: true })
  for (const [index, name] of names.entries()) {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`${folder}: bad shot name "${name}"`)
    const png = await shots.nth(index).screenshot({ type: 'png', animations: 'disabled' })
    const file = path.join(mediaDir, out, `${name}.webp`)
    // effort 6 and smartSubsample keep the flat UI colours and small type crisp and small.
    await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toFile(file)
    const size = statSync(file).size
    const { width, height } = await sharp(file).metadata()
    console.log(`${path.relative(root, file)}  ${width}×${height}  ${(size / 1024).toFixed(0)} kB`)
    written++
    bytes += size
  }
}
await browser.close()
console.log(`${written} images, ${(bytes / 1024 / 1024).toFixed(2)} MB`)
