import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * Several instances keep their limits and the proxy's lists in Redis. Here a real
 * redis-server (Debian's package, as `npm run test:cluster` uses) is hung (SIGSTOP) and
 * then killed in the middle, and this process must keep answering within a second.
 */
const server = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync)
const dir = mkdtempSync(path.join(tmpdir(), 'vonk-redis-outage-'))
const pidfile = path.join(dir, 'redis.pid')
let port = 0

// Restated from submissionLimit in src/lib/rateLimit.ts, so the test does not trust the code.
const postsAllowed = 5
const withinMs = 1_000

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function startRedis() {
  execFileSync(server as string, [
    ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ...['--daemonize', 'yes', '--dir', dir, '--pidfile', pidfile],
  ])
}
const redisPid = () => Number(readFileSync(pidfile, 'utf8').trim())

async function killRedis() {
  const pid = redisPid()
  process.kill(pid, 'SIGKILL')
  for (;;) {
    try {
      process.kill(pid, 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
    } catch {
      return
    }
  }
}

/** What `work` gives and how long it took; no answer after 5 s counts as "hung". */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T | 'hung'; ms: number }> {
  const started = performance.now()
  const value = await Promise.race([
    work(),
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000)),
  ])
  return { value, ms: performance.now() - started }
}

/** A direct connection, as another instance would see Redis. */
async function peek(key: string): Promise<string | null> {
  const client = createClient({ url: `redis://127.0.0.1:${port}` })
  await client.connect()
  try {
    return await client.get(key)
  } finally {
    client.destroy()
  }
}

async function ready(): Promise<void> {
  for (;;) {
    try {
      await peek('ready')
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

let limits: typeof import('@/lib/rateLimit')
let lists: typeof import('@/lib/routes/sharedList')

describe.skipIf(!server)('a Redis outage with several instances', () => {
  beforeAll(async () => {
    port = await freePort()
    startRedis()
    await ready()
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    process.env.REDIS_PREFIX = 'outage-test'
    delete process.env.RATE_LIMIT_POINTS
    limits = await import('@/lib/rateLimit')
    lists = await import('@/lib/routes/sharedList')
  })

  afterAll(async () => {
    await killRedis().catch(() => undefined)
    delete process.env.REDIS_URL
    rmSync(dir, { recursive: true, force: true })
  })

  /** Six posts from one address: each answered in time, the sixth refused. */
  async function sixPosts(address: string) {
    const waits: number[] = []
    for (let count = 0; count <= postsAllowed; count++) {
      const { value, ms } = await timed(() => limits.takeSubmission('contact', address))
      expect(ms, `post ${count + 1}`).toBeLessThan(withinMs)
      expect(value, `post ${count + 1}`).not.toBe('hung')
      waits.push(value === 'hung' ? -1 : value)
    }
    expect(waits.slice(0, postsAllowed)).toEqual(Array(postsAllowed).fill(0))
    expect(waits[postsAllowed]).toBeGreaterThan(0)
  }

  it('counts in Redis while it answers, and keeps the limit in memory while it does not', async () => {
    const list = lists.sharedValue<string[]>('paths')
    await list.write(['/', '/faq'])
    expect(await list.read()).toEqual(['/', '/faq'])
    // Shared: the count is in Redis, where every instance reads it.
    expect(await limits.takeSubmission('contact', '192.0.2.1')).toBe(0)
    expect(await peek('outage-test:limit:contact:192.0.2.1')).toBe('1')

    // Hung: connections open, nothing answers.
    process.kill(redisPid(), 'SIGSTOP')
    try {
      await sixPosts('192.0.2.2')
      const read = await timed(() => list.read())
      expect(read.ms).toBeLessThan(withinMs)
      expect(read.value).toEqual(['/', '/faq'])
    } finally {
      process.kill(redisPid(), 'SIGCONT')
    }

    // Crashed: gone, and its data with it.
    await killRedis()
    await sixPosts('192.0.2.3')
    const read = await timed(() => list.read())
    expect(read.ms).toBeLessThan(withinMs)
    expect(read.value).toEqual(['/', '/faq'])

    // Back (empty): the limits count in Redis again, and the list the proxy had stays.
    startRedis()
    await ready()
    await expect
      .poll(
        () =>
          limits
            .takeSubmission('contact', '192.0.2.4')
            .then(() => peek('outage-test:limit:contact:192.0.2.4')),
        {
          timeout: 10_000,
        },
      )
      .not.toBeNull()
    expect(await list.read()).toEqual(['/', '/faq'])
  })
})
