/**
 * `node scripts/bench/compression.ts [page.html]` (Node 24: `npx node …`): what per-request
 * compression costs, for the levels src/serve/compression.ts may choose. Each level
 * compresses the page 400 times, 50 at once, through zlib's streams in 16 kB writes (as
 * the `compression` middleware does), and prints the CPU of this process per page and the
 * compressed size. Default page: the build's prerendered French home page (129 kB).
 */
import { readFileSync } from 'node:fs'
import { constants, createBrotliCompress, createGzip, type BrotliOptions } from 'node:zlib'
import type { Transform } from 'node:stream'

const file = process.argv[2] ?? '.next/server/app/fr.html'
const page = readFileSync(file)
const chunk = 16_384
const total = 400
const atOnce = 50

function compressOnce(make: () => Transform): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = make()
    let bytes = 0
    stream.on('data', (data: Buffer) => (bytes += data.length))
    stream.on('end', () => resolve(bytes))
    stream.on('error', reject)
    for (let at = 0; at < page.length; at += chunk) stream.write(page.subarray(at, at + chunk))
    stream.end()
  })
}

async function measure(name: string, make: () => Transform) {
  const size = await compressOnce(make)
  const before = process.cpuUsage()
  for (let done = 0; done < total; done += atOnce) {
    await Promise.all(Array.from({ length: atOnce }, () => compressOnce(make)))
  }
  const cpu = process.cpuUsage(before)
  const ms = (cpu.user + cpu.system) / 1000 / total
  console.log(`| ${name} | ${ms.toFixed(2)} | ${size.toLocaleString('en')} |`)
}

const brotli = (quality: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18 },
})

console.log(`${file}: ${page.length.toLocaleString('en')} B, ${atOnce} at once\n`)
console.log('| Coding | CPU ms/page | Bytes |\n| --- | ---: | ---: |')
for (const quality of [4, 5, 6]) {
  await measure(`Brotli ${quality}`, () => createBrotliCompress(brotli(quality)))
}
for (const level of [6, 9]) await measure(`gzip ${level}`, () => createGzip({ level }))
