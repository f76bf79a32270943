import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { oneAtATime } from '@/cms/oneAtATime'

import { payload, startPayload } from './support/startPayload'

/**
 * The prepare step's lock (src/cms/oneAtATime.ts), which instances of the image that
 * start together take before migrating: on a throwaway SQLite database, or PostgreSQL
 * in `npm run test:postgres`.
 */
const site = startPayload('one-at-a-time')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const quiet = () => undefined

describe('oneAtATime', () => {
  it('runs the work of two callers one after the other, never both at once', async () => {
    const events: string[] = []
    const work = (name: string) => async () => {
      events.push(`${name} starts`)
      await sleep(1_500)
      events.push(`${name} ends`)
      return name
    }
    const waits: string[] = []
    const first = oneAtATime(payload, work('first'), quiet)
    await sleep(200)
    const second = oneAtATime(payload, work('second'), (message) => waits.push(message))
    expect(await Promise.all([first, second])).toEqual(['first', 'second'])
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends'])
    expect(waits).toHaveLength(1)
  })

  it('is free again after work that failed', async () => {
    await expect(
      oneAtATime(payload, () => Promise.reject(new Error('migration failed')), quiet),
    ).rejects.toThrow('migration failed')
    expect(await oneAtATime(payload, async () => 'next', quiet)).toBe('next')
  })

  it('dies with a holder that is killed (SIGKILL) half-way', async () => {
    // Another process takes the lock with this module and keeps it until it is killed.
    const holder = spawn(
      process.execPath,
      ['node_modules/payload/bin.js', 'run', path.resolve('tests/unit/support/holdPrepareLock.ts')],
      {
        env: { ...process.env, DATABASE_URL: site.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('holding')) resolve()
        })
        holder.once('exit', (code) => reject(new Error(`holder ended early (${code})`)))
      })
      const waits: string[] = []
      const taken = oneAtATime(
        payload,
        async () => Date.now(),
        (message) => waits.push(message),
      )
      await sleep(1_000)
      const killedAt = Date.now()
      holder.kill('SIGKILL')
      expect(await taken).toBeGreaterThanOrEqual(killedAt)
      expect(waits).toHaveLength(1)
    } finally {
      holder.kill('SIGKILL')
    }
  })
})
