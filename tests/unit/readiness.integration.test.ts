import { afterAll, describe, expect, it } from 'vitest'

import { resetLifecycle, startDraining } from '@/lib/lifecycle'
import { readiness } from '@/server/health'

import { payload, startPayload } from './support/startPayload'

/**
 * /health/ready's verdict against a real throwaway database (SQLite, or PostgreSQL in
 * `npm run test:postgres`), migrated as the build migrates it.
 */
startPayload('readiness-db')

afterAll(async () => {
  resetLifecycle()
})

describe('readiness against the database', () => {
  it('is ready once every committed migration is applied', async () => {
    expect(await readiness()).toEqual({ ready: true })
  })

  it('is not ready while the newest migration is not recorded, and ready again once it is', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      depth: 0,
    })
    const newest = docs[0]
    if (!newest?.name) throw new Error('no migration recorded')
    await payload.delete({ collection: 'payload-migrations', id: newest.id })
    try {
      expect(await readiness()).toEqual({ ready: false, reason: 'migrations' })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: newest.name, batch: newest.batch ?? 1 },
      })
    }
    expect(await readiness()).toEqual({ ready: true })
  })

  it('is not ready from the moment the process starts draining', async () => {
    await startDraining(10)
    expect(await readiness()).toEqual({ ready: false, reason: 'shutting-down' })
  })
})
