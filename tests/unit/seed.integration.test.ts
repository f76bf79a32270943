import { execFile } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { knownPathsFile } from '@/lib/dataPaths'

import { newLead } from './support/leads'
import { payload, startPayload } from './support/startPayload'

/**
 * `npm run <args>`, awaited without blocking this test's worker: a reset through the CLI
 * takes a minute on a loaded machine, and a worker blocked that long (spawnSync) misses
 * Vitest's own calls ("Timeout calling onTaskUpdate", an error after every test passed).
 */
function npmRun(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', ...args],
      { env: process.env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code
        resolve({ status: error ? (typeof code === 'number' ? code : 1) : 0, stdout, stderr })
      },
    )
  })
}

/**
 * Runs the real migration and seed against a throwaway database, twice: SQLite, or in
 * `npm run test:postgres` an empty PostgreSQL database of its own.
 */
// The site's own list of known paths, which the test must never rewrite.
const sitesList = knownPathsFile()
startPayload('seed')

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

afterAll(async () => {
  rmSync(knownPathsFile(), { force: true }) // PostgreSQL's lives under data/
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
    const { seedAdmin } = await import('@/seed/admin')
    expect(await seedAdmin(payload)).toBe(0)
    process.env.ADMIN_EMAIL = 'admin@vonkdigital.test'
    process.env.ADMIN_PASSWORD = 'a-long-test-password'
    try {
      expect(await seedAdmin(payload)).toBe(1)
      expect(await seedAdmin(payload)).toBe(0)
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

  it('a deploy never brings deleted, renamed or reordered content back', async () => {
    const { prepareDatabase } = await import('@/seed/prepareDatabase')
    // This database was filled by seed() above without the record a build keeps:
    // the build adopts it as it is.
    expect((await prepareDatabase(payload)).seed).toEqual({ seeded: false, reason: 'has content' })

    const testimonial = (await payload.find({ collection: 'testimonials', limit: 1 })).docs[0]
    const faqs = await payload.find({ collection: 'faqs', sort: 'order', limit: 2, depth: 0 })
    const [firstFaq, secondFaq] = faqs.docs
    if (!testimonial || !firstFaq || !secondFaq) throw new Error('seed content missing')
    await payload.delete({ collection: 'testimonials', id: testimonial.id })
    await payload.delete({ collection: 'faqs', id: firstFaq.id })
    await payload.update({ collection: 'faqs', id: secondFaq.id, data: { order: 99 } })
    const renamed = await payload.update({
      collection: 'case-studies',
      where: { slug: { equals: 'gaivota' } },
      data: { slug: 'gaivota-webshop' },
    })
    expect(renamed.docs).toHaveLength(1)
    const before = await counts()

    // The next deploy's prepare step, twice.
    expect((await prepareDatabase(payload)).seed).toEqual({
      seeded: false,
      reason: 'seeded before',
    })
    await prepareDatabase(payload)

    expect(await counts()).toEqual(before)
    expect(
      await payload.count({
        collection: 'testimonials',
        where: { id: { equals: testimonial.id } },
      }),
    ).toMatchObject({ totalDocs: 0 })
    const sameQuestion = await payload.find({
      collection: 'faqs',
      where: {
        and: [{ group: { equals: firstFaq.group } }, { order: { equals: firstFaq.order } }],
      },
    })
    expect(sameQuestion.totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'faqs', id: secondFaq.id })).order).toBe(99)
    const gaivota = await payload.find({
      collection: 'case-studies',
      where: { slug: { in: ['gaivota', 'gaivota-webshop'] } },
    })
    expect(gaivota.docs.map((doc) => doc.slug)).toEqual(['gaivota-webshop'])
  })

  it("keeps its list of known paths with its own database, never the site's", async () => {
    expect(knownPathsFile()).not.toBe(sitesList)
    const before = existsSync(sitesList) ? readFileSync(sitesList, 'utf8') : null
    const renamed = await payload.update({
      collection: 'case-studies',
      where: { slug: { equals: 'hectool' } },
      data: { slug: 'hectool-portaal' },
    })
    expect(renamed.docs).toHaveLength(1)
    // The save's hook rewrote the list next to this test's database, read in its transaction.
    const own = JSON.parse(readFileSync(knownPathsFile(), 'utf8')) as string[]
    expect(own).toContain('/cases/hectool-portaal')
    expect(own).not.toContain('/cases/hectool')
    expect(existsSync(sitesList) ? readFileSync(sitesList, 'utf8') : null).toBe(before)
  })

  it('a reset puts the demo back, but not over leads unless forced (npm run seed -- --reset [--force])', async () => {
    const { resetDemo } = await import('@/seed/reset')
    const lead = await newLead(payload, 'ada')
    expect(await resetDemo(payload)).toEqual({ reset: false, leads: 1 })
    // The command as the README gives it reaches the reset (`payload run` drops flags
    // that are not after a `--`), and refuses the same way.
    const cli = await npmRun(['seed', '--', '--reset'])
    expect(cli.stdout + cli.stderr).toContain('Reset refused: the database holds 1 leads')
    expect(cli.status).toBe(1)
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(1)
    expect(
      (await payload.count({ collection: 'case-studies', where: { slug: { equals: 'gaivota' } } }))
        .totalDocs,
    ).toBe(0)

    // Forced, as the README gives it: the leads go too.
    const forced = await npmRun(['seed', '--', '--reset', '--force'])
    expect(forced.status, forced.stdout + forced.stderr).toBe(0)
    expect(forced.stdout + forced.stderr).toMatch(/Demo reset: .*leads removed: 1/)
    expect(
      await payload.count({ collection: 'leads', where: { id: { equals: lead.id } } }),
    ).toMatchObject({ totalDocs: 0 })
    const slugs = (
      await payload.find({ collection: 'case-studies', limit: 100, depth: 0 })
    ).docs.map((doc) => doc.slug)
    expect(slugs).toHaveLength(15)
    expect(slugs).toContain('gaivota')
    expect(slugs).not.toContain('gaivota-webshop')
    expect((await payload.count({ collection: 'testimonials' })).totalDocs).toBeGreaterThan(0)
    // Two cold starts of Payload's CLI and a whole seed: 127 s once on two cores shared
    // with three other suites (the file's default is 120 s).
  }, 300_000)
})
