/**
 * The thread that makes the zopfli gzip of kept pages (zopfli.ts): `@gfx/zopfli` is
 * WebAssembly that compresses synchronously, so it runs here, off the thread that
 * answers requests.
 */
import { parentPort } from 'node:worker_threads'

import { gzip } from '@gfx/zopfli'

/** One pass of zopfli's optimisation: nearly all of its gain over zlib (see zopfli.ts). */
const options = { numiterations: 1 }

parentPort?.on('message', ({ id, body }: { id: number; body: Uint8Array }) => {
  gzip(body, options, (error, output) => {
    if (error) parentPort?.postMessage({ id, error: String(error) })
    else parentPort?.postMessage({ id, output }, [output.buffer as ArrayBuffer])
  })
})
