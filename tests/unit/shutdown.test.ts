import { createServer, request, Agent, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { shutDownGracefully } from '@/serve/shutdown'
import { isDraining, onDrain, resetLifecycle } from '@/lib/lifecycle'

afterEach(resetLifecycle)

type Got = { status: number; body: string; connection: string | undefined }

function get(port: number, path: string, agent?: Agent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body,
          connection: incoming.headers.connection,
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A server whose `/slow` answers after 400 ms, with a 65 s keep-alive as server.ts has. */
async function serving(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/ready') {
      res.statusCode = isDraining() ? 503 : 200
      res.end(isDraining() ? 'draining' : 'ready')
    } else if (req.url === '/slow') setTimeout(() => res.end('slow done'), 400)
    else res.end('ok')
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

describe('graceful shutdown', () => {
  it('turns not-ready, keeps serving for the delay, finishes requests in flight and the drains, then ends', async () => {
    const { server, port } = await serving()
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    expect((await get(port, '/', agent)).connection).toBe('keep-alive')
    let batchDone = false
    onDrain('mail batch', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      batchDone = true
    })
    const steps: string[] = []
    const done = shutDownGracefully({
      server,
      drainDelayMs: 300,
      closeWithinMs: 5_000,
      closeApp: async () => {
        steps.push('app closed')
      },
      log: (message) => steps.push(message),
    })
    // Within the delay: still listening, new connections served, readiness says no.
    expect(await get(port, '/ready')).toMatchObject({ status: 503, body: 'draining' })
    // A request on the kept-alive connection, in flight when the listener closes.
    const inFlight = get(port, '/slow', agent)
    await new Promise((resolve) => setTimeout(resolve, 350))
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toEqual({ status: 200, body: 'slow done', connection: 'keep-alive' })
    // The connection that was busy is ended once idle, not kept for 65 s: done promptly.
    const started = Date.now()
    await done
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(batchDone).toBe(true)
    expect(steps.at(-2)).toBe('app closed')
    agent.destroy()
  })

  it('closes connections still open after closeWithinMs', async () => {
    const server = createServer((req, res) => {
      if (req.url !== '/never') res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const never = get(port, '/never').catch((error: Error) => error.message)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const steps: string[] = []
    await shutDownGracefully({
      server,
      drainDelayMs: 0,
      closeWithinMs: 200,
      closeApp: async () => undefined,
      log: (message) => steps.push(message),
    })
    expect(steps).toContain('[shutdown] requests still open after the wait; closing them')
    expect(await never).toMatch(/socket hang up|ECONNRESET/)
  })
})
