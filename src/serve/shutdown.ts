/**
 * A stop that drops nothing (SIGTERM, a rolling restart behind the edge):
 * 1. turn not-ready (src/lib/lifecycle.ts): /health/ready answers 503, and the mail
 *    outbox takes no new batch, finishes the one in hand and releases its lease;
 * 2. keep serving for `drainDelayMs`, long enough for the edge's health check to notice
 *    and send nobody here any more (deploy/Caddyfile asks every second);
 * 3. stop listening, and end every keep-alive connection as soon as it is idle (Node
 *    keeps a connection that was busy at `close()` open for the whole keep-alive timeout,
 *    65 s here); requests in flight finish and are answered with `Connection: close`;
 * 4. once the connections are gone (or `closeWithinMs` passed) close the app.
 * Plain Node: server.ts imports it with its extension.
 */
import type { Server } from 'node:http'

import { startDraining } from '../lib/lifecycle.ts'

export type ShutdownPlan = {
  server: Server
  drainDelayMs: number
  /** The longest wait for requests in flight and the mail batch in hand. */
  closeWithinMs: number
  closeApp: () => Promise<void>
  log?: (message: string) => void
}

export async function shutDownGracefully(plan: ShutdownPlan): Promise<void> {
  const { server, drainDelayMs, closeWithinMs, closeApp, log = console.log } = plan
  log(`[shutdown] not ready; serving ${drainDelayMs} ms more while the edge takes this out`)
  const drained = startDraining(drainDelayMs + closeWithinMs)
  await new Promise((resolve) => setTimeout(resolve, drainDelayMs))

  log('[shutdown] no new connections; finishing the requests in flight')
  server.on('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close')
  })
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  const sweep = setInterval(() => server.closeIdleConnections(), 100)
  server.closeIdleConnections()
  const late = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), closeWithinMs)),
  ])
  clearInterval(sweep)
  if (late) {
    log('[shutdown] requests still open after the wait; closing them')
    server.closeAllConnections()
  }
  const unfinished = await drained
  if (unfinished.length > 0) log(`[shutdown] not finished in time: ${unfinished.join(', ')}`)
  await closeApp()
  log('[shutdown] done')
}
