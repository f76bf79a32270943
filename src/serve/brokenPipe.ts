/**
 * A server whose log reader went away keeps serving. When the reader of stdout or stderr
 * exits (`npm start | tee log` and `tee` dies, a supervisor that restarts, the test
 * runner that started the process), every write fails with EPIPE. Node emits that as an
 * `error` event on the stream, with no listener an uncaught exception, and Next.js's
 * handler (next/dist/server/node-environment-extensions/process-error-handlers.js) logs
 * an uncaught exception with `console.error` over the same dead stream: the next EPIPE.
 * The loop takes a core, and a SIGTERM never ends the process (measured: the two
 * instances of `EDGE_KEEP=1 npm run test:edge`, whose log reader, the test runner, had
 * exited, at 45 % CPU each with no request and the edge's load bench at 0 req/s for most
 * pages; tests/e2e/local-trial.spec.ts; vercel/next.js#96216, open for `next start`).
 *
 * So the entry listens for its own streams' errors before anything writes: a stream that
 * is gone for good stops being written to, and any other write error is dropped rather
 * than thrown, as a log line is not worth a request. The approach of vercel/next.js#96242
 * for `next dev`.
 */
import type { Writable } from 'node:stream'

/** The codes of a destination that will not come back. */
const gone = new Set(['EPIPE', 'ECONNRESET', 'EBADF', 'ERR_STREAM_DESTROYED'])

export function survivesBrokenPipes(streams: readonly Writable[]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (!gone.has(error.code ?? '')) return
      // Every later write succeeds at once and goes nowhere: nothing retries the dead
      // destination, and `console` keeps working for whatever still reads the other one.
      stream.write = ((_chunk: unknown, encoding?: unknown, callback?: unknown) => {
        const done = typeof encoding === 'function' ? encoding : callback
        if (typeof done === 'function') queueMicrotask(() => done())
        return true
      }) as Writable['write']
    })
  }
}
