import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Runs the real migration and seed against a throwaway SQLite database, twice.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'vonk-seed-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'seed-test-secret'

let payload: Payload

const counts = async () => {
  const collections = [
    'case-studies',
    'blog-posts',
    'services',
    'digital-marketing-services',
    'faqs',
    'pages',
    'media',
  ] as const
  const entries = await Promise.all(
    collections.map(
      async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('seed', () => {
  it('loads every counted record, in three languages, and changes nothing when run again', async () => {
    const { seed } = await import('@/seed')
    const first = await seed(payload)
    expect(first['case-studies']).toBe(15)
    expect(first.services).toBe(6)
    expect(first['digital-marketing-services']).toBe(11)
    expect(first['blog-posts']).toBeGreaterThanOrEqual(12)
    const before = await counts()

    expect(first.admin).toBe(0)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)

    const second = await seed(payload)
    expect(Object.values(second).every((created) => created === 0)).toBe(true)
    expect(await counts()).toEqual(before)

    const gaivota = (locale: 'nl' | 'en' | 'fr') =>
      payload.find({
        collection: 'case-studies',
        where: { slug: { equals: 'gaivota' } },
        locale,
        depth: 0,
      })
    const [nl, en, fr] = await Promise.all([gaivota('nl'), gaivota('en'), gaivota('fr')])
    const titles = [nl, en, fr].map((result) => result.docs[0]?.header?.title)
    expect(new Set(titles).size).toBe(3)
    // Shared rows keep their ids, so each language has its own text in the same row.
    const firstParagraph = [nl, en, fr].map((result) => result.docs[0]?.header?.description?.[0])
    expect(new Set(firstParagraph.map((row) => row?.id)).size).toBe(1)
    expect(new Set(firstParagraph.map((row) => row?.text)).size).toBe(3)
  })

  it('creates the admin account only when ADMIN_EMAIL and ADMIN_PASSWORD are set, once', async () => {
    const { seed } = await import('@/seed')
    process.env.ADMIN_EMAIL = 'admin@vonkdigital.test'
    process.env.ADMIN_PASSWORD = 'a-long-test-password'
    try {
      expect((await seed(payload)).admin).toBe(1)
      expect((await seed(payload)).admin).toBe(0)
      const users = await payload.find({
        collection: 'users',
        where: { email: { equals: 'admin@vonkdigital.test' } },
      })
      expect(users.totalDocs).toBe(1)
    } finally {
      delete process.env.ADMIN_EMAIL
      delete process.env.ADMIN_PASSWORD
    }
  })
})
