/**
 * The gzip copy of a kept page (finalPage.ts), made with zopfli: the same gzip format
 * every browser reads, about 3.5 % smaller than zlib at level 9 for our pages (home
 * 28.2 → 27.1 kB, FAQ 28.3 → 27.2 kB on 27 November 2026; more optimisation passes
 * gain 0.1 % more at many times the CPU). It costs about as much CPU as the Brotli 11
 * copy, once per page version, in a worker thread (zopfliWorker.ts) beside zlib's
 * pool. Should the worker fail, that page's gzip copy is zlib's, as before.
 */
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import { gzip as zlibGzip } from 'node:zlib'

const zlib = promisify(zlibGzip)

type Pending = { resolve: (output: Buffer) => void; reject: (error: Error) => void }

export function zopfliGzipper(workerUrl = new URL('./zopfliWorker.ts', import.meta.url)) {
  let worker: Worker | null = null
  const pending = new Map<number, Pending>()
  let next = 0

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
    worker = null
  }

  function started(): Worker {
    if (worker) return worker
    const thread = new Worker(workerUrl)
    // Idle, it does not keep the process alive (a server's shutdown, a test's end).
    thread.unref()
    thread.on(
      'message',
      ({ id, output, error }: { id: number; output?: Uint8Array; error?: string }) => {
        const waiting = pending.get(id)
        pending.delete(id)
        if (pending.size === 0) thread.unref()
        if (!waiting) return
        if (output)
          waiting.resolve(Buffer.from(output.buffer, output.byteOffset, output.byteLength))
        else waiting.reject(new Error(error ?? 'zopfli failed'))
      },
    )
    thread.on('error', (error) => failAll(error))
    thread.on('exit', (code) => failAll(new Error(`zopfli worker exited (${code})`)))
    worker = thread
    return thread
  }

  function zopfli(body: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const id = next++
      pending.set(id, { resolve, reject })
      const thread = started()
      thread.ref()
      thread.postMessage({ id, body: new Uint8Array(body) })
    })
  }

  /** The zopfli gzip of `body`, or zlib's (level 9) if the worker cannot make it. */
  return async function gzip(body: Buffer): Promise<Buffer> {
    try {
      return await zopfli(body)
    } catch (error) {
      console.warn('zopfli could not compress a page; it is kept with zlib gzip.', error)
      return zlib(body, { level: 9 })
    }
  }
}
