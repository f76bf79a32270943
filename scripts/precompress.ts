/**
 * The last step of `npm run build`: every text asset under `.next/static` gets a Brotli
 * (quality 11) and a gzip (level 9) copy beside it, `<file>.br` and `<file>.gz`. These
 * files never change once built (their names carry their hash), so the slowest, smallest
 * compression is paid once here instead of per request. `npm start` and the edge
 * (Caddy's `file_server { precompressed br gzip }`) send them as they are. Run with
 * Node 24 through npm, which strips the types of this file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Formats that compress; images and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|map|html|xml)$/

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile() && TEXT.test(entry.name)) yield full
  }
}

/** log2 of the window the brotli CLI uses for a file of `bytes`: 10 to 24 bits. */
export function cliWindowBits(bytes: number): number {
  let bits = 10
  while (bits < 24 && 2 ** bits < bytes) bits += 1
  return bits
}

/** Writes the two copies of `file` unless they are already newer than it. */
export function precompress(file: string): { bytes: number; br: number; gz: number } {
  const source = readFileSync(file)
  const built = statSync(file).mtimeMs
  const fresh = (copy: string) => {
    try {
      return statSync(copy).mtimeMs >= built
    } catch {
      return false
    }
  }
  let br = 0
  let gz = 0
  if (!fresh(`${file}.br`)) {
    const packed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        // The window `brotli -q 11` (the CLI) picks: the smallest that holds the file,
        // so each copy is byte for byte the CLI's (tests/edge checks it).
        [constants.BROTLI_PARAM_LGWIN]: cliWindowBits(source.length),
      },
    })
    writeFileSync(`${file}.br`, packed)
    br = packed.length
  } else br = statSync(`${file}.br`).size
  if (!fresh(`${file}.gz`)) {
    const packed = gzipSync(source, { level: 9 })
    writeFileSync(`${file}.gz`, packed)
    gz = packed.length
  } else gz = statSync(`${file}.gz`).size
  return { bytes: source.length, br, gz }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'static')
  let count = 0
  const total = { bytes: 0, br: 0, gz: 0 }
  for (const file of files(root)) {
    const sizes = precompress(file)
    count += 1
    total.bytes += sizes.bytes
    total.br += sizes.br
    total.gz += sizes.gz
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `Precompressed ${count} files in ${root}: ${kB(total.bytes)} → Brotli ${kB(total.br)}, gzip ${kB(total.gz)}`,
  )
}
