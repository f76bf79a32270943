import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { beforeAll, describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on a throwaway
 * SQLite database with the seeded content and media: back up, change and delete
 * content and leads, restore, and every table and media file is as it was.
 */
const { dir, media: mediaDir } = startPayload('backup', { sqlite: true, file: 'site.db' })
const backups = path.join(dir, 'backups')
process.env.BACKUP_DIR = backups

/** Every row of every table, and every media file's hash: the whole state. */
function snapshot() {
  const database = new DatabaseSync(path.join(dir, 'site.db'), { readOnly: true })
  try {
    const tables = database
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string; sql: string }[]
    // The search index's FTS5 shadow tables are WITHOUT ROWID: they come in their key's order.
    const order = (sql: string) => (/WITHOUT ROWID/i.test(sql) ? '' : ' ORDER BY rowid')
    const rows = Object.fromEntries(
      tables.map(({ name, sql }) => [
        name,
        database.prepare(`SELECT * FROM "${name}"${order(sql)}`).all(),
      ]),
    )
    const media = existsSync(mediaDir)
      ? readdirSync(mediaDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const file = path.join(entry.parentPath, entry.name)
            return `${path.relative(mediaDir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`
          })
          .sort()
      : []
    return { rows, media }
  } finally {
    database.close()
  }
}

function npmScript(script: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    env: process.env,
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

beforeAll(async () => {
  const { seed } = await import('@/seed')
  await seed(payload)
  await payload.create({
    collection: 'leads',
    data: {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'general',
      message: 'Hallo',
      locale: 'nl',
    } as never,
  })
})

describe('backup and restore (SQLite)', () => {
  it('a restore puts back every table and media file as the backup had them', async () => {
    const before = snapshot()
    expect(before.media.length).toBeGreaterThan(0)
    expect(before.rows.leads).toHaveLength(1)

    const written = npmScript('backup')
    const archive = /Backup written: (\S+)/.exec(written)?.[1] ?? ''
    expect(existsSync(archive)).toBe(true)

    // A bad day: content and a lead deleted, a lead changed, a new one, an image gone.
    const lead = (await payload.find({ collection: 'leads', limit: 1 })).docs[0]
    const image = (await payload.find({ collection: 'media', limit: 1 })).docs[0]
    if (!lead || !image) throw new Error('test data missing')
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'contacted' } })
    await payload.create({
      collection: 'leads',
      data: {
        name: 'Bob',
        email: 'bob@example.com',
        subject: 'general',
        message: 'Later',
        locale: 'en',
      } as never,
    })
    await payload.delete({
      collection: 'case-studies',
      where: { slug: { equals: 'gaivota' } },
      context: { disableRevalidate: true },
    })
    await payload.delete({ collection: 'media', id: image.id })
    await payload.destroy()
    expect(snapshot()).not.toEqual(before)

    const restored = npmScript('restore', archive)
    expect(restored).toContain('What it replaced is in')
    expect(snapshot()).toEqual(before)
    // What the restore replaced was kept: the archive of the bad day.
    expect(readdirSync(backups)).toHaveLength(2)
  })
})
