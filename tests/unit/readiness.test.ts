import { afterEach, describe, expect, it } from 'vitest'

import { drainDelayMs, isDraining, onDrain, resetLifecycle, startDraining } from '@/lib/lifecycle'
import {
  committedMigrations,
  migrationsSquashedAway,
  pendingMigrations,
  readinessAnswer,
  within,
} from '@/lib/readiness'

afterEach(resetLifecycle)

describe('readiness', () => {
  it('reads migration names as Payload does: .ts and .js files, not the index or snapshots', () => {
    expect(
      committedMigrations([
        '20261125_041709_staff_roles.ts',
        'index.ts',
        '20261123_032507_initial.json',
        '20261123_032507_initial.ts',
        'index.js',
        '20261126_1_x.js',
      ]),
    ).toEqual(['20261123_032507_initial', '20261125_041709_staff_roles', '20261126_1_x'])
  })

  it('is pending what the database has not recorded, whatever else it recorded', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['c', 'a', 'old'])).toEqual(['b'])
    expect(pendingMigrations(['a'], ['a', 'later'])).toEqual([])
    expect(pendingMigrations(['a', 'b'], [])).toEqual(['a', 'b'])
  })

  it('tells a database built by migrations since squashed away from one that is behind', () => {
    const baseline = ['20261128_000000_baseline', '20261201_000000_next']
    const beforeSquash = ['20261123_031042_initial', '20261127_074736_delivery_progress']
    expect(migrationsSquashedAway(baseline, beforeSquash)).toEqual(beforeSquash)
    expect(migrationsSquashedAway(baseline, [])).toEqual([]) // new
    expect(migrationsSquashedAway(baseline, ['20261128_000000_baseline'])).toEqual([]) // behind
    expect(migrationsSquashedAway(baseline, [...baseline, '20261202_0_newer'])).toEqual([])
  })

  it('answers 200 or 503 with the reason only', () => {
    expect(readinessAnswer({ ready: true })).toEqual({ status: 200, body: { status: 'ready' } })
    for (const reason of ['shutting-down', 'database', 'migrations'] as const) {
      expect(readinessAnswer({ ready: false, reason })).toEqual({
        status: 503,
        body: { status: 'not-ready', reason },
      })
    }
  })

  it('gives a hung check its fallback in time, and a quick one its value', async () => {
    expect(await within(20, new Promise<boolean>(() => undefined), false)).toBe(false)
    expect(await within(1_000, Promise.resolve(true), false)).toBe(true)
  })
})

describe('lifecycle', () => {
  it('turns draining and waits for every drain, naming those that hang or fail', async () => {
    let finished = false
    onDrain('batch', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      finished = true
    })
    onDrain('hangs', () => new Promise(() => undefined))
    onDrain('fails', () => Promise.reject(new Error('no')))
    expect(isDraining()).toBe(false)
    const unfinished = startDraining(200)
    expect(isDraining()).toBe(true)
    expect((await unfinished).sort()).toEqual(['fails', 'hangs'])
    expect(finished).toBe(true)
  })

  it('shares its state across copies of the module (Next.js bundles and server.ts)', async () => {
    const copy = await import('../../src/lib/lifecycle.ts?copy' as string)
    expect(copy.isDraining()).toBe(false)
    await startDraining(10)
    expect(copy.isDraining()).toBe(true)
  })

  it('waits 5 s for the edge unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(drainDelayMs({})).toBe(5_000)
    expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: '' })).toBe(5_000)
    expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: 'soon' })).toBe(5_000)
    expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: '-1' })).toBe(5_000)
    expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: '0' })).toBe(0)
    expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: '12000' })).toBe(12_000)
  })
})
