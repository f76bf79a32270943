import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { mediaDir, usesPostgres } from '@/lib/dataPaths'

import { postgresTool } from '../../scripts/backup/archive'

/**
 * The backup round trip on PostgreSQL. Runs in `npm run test:postgres`, which builds
 * (migrates and seeds, media included) a throwaway cluster first; skipped without a
 * postgres:// URL. Leaves the database and the media as the build made them.
 */
const url = process.env.DATABASE_URL ?? ''
// Only when it runs: a skipped file runs no afterAll to remove it.
const dir = usesPostgres(url) ? mkdtempSync(path.join(tmpdir(), 'vonk-pg-backup-')) : ''
const env = { ...process.env, BACKUP_DIR: path.join(dir, 'backups') }
const media = mediaDir(env)

/**
 * Every row of every table and every sequence, as pg_dump writes them (without the
 * random key of its \restrict guard lines, new in each dump).
 */
function rows(): string {
  const dump = execFileSync(
    postgresTool('pg_dump'),
    ['--data-only', '--inserts', '--no-comments', `--dbname=${url}`],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  return dump.replace(/^\\(un)?restrict .*$/gm, '')
}

/** Every media file with the hash of its bytes. */
function mediaFiles(): string[] {
  if (!existsSync(media)) return []
  return readdirSync(media, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex')
      return `${path.relative(media, file)} ${hash}`
    })
    .sort()
}

const snapshot = () => ({ rows: rows(), media: mediaFiles() })

function psql(statement: string): string {
  return execFileSync(
    postgresTool('psql'),
    ['--quiet', '--no-psqlrc', '--tuples-only', '--no-align', `--dbname=${url}`, '-c', statement],
    { encoding: 'utf8' },
  ).trim()
}

function script(name: 'backup' | 'restore', ...args: string[]): string {
  const result = spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    env,
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

const lead = (name: string, email: string) =>
  psql(
    `INSERT INTO leads (name, email, subject, message, locale, updated_at, created_at) VALUES ('${name}', '${email}', 'general', 'Hallo', 'nl', now(), now())`,
  )

afterAll(() => {
  // The leads this test added before its backup: the e2e suite runs on this database next.
  if (!usesPostgres(url)) return
  psql("DELETE FROM leads WHERE email LIKE '%@backup-test.example'")
  rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!usesPostgres(url))('backup and restore (PostgreSQL)', () => {
  it('a restore puts back every row, sequence and media file as the backup had them', () => {
    // Leads that were there before the backup, as on any working day.
    lead('Ada', 'ada@backup-test.example')
    lead('Cor', 'cor@backup-test.example')
    const before = snapshot()
    expect(before.rows).toContain('INSERT INTO public.case_studies')
    expect(before.rows).toContain('ada@backup-test.example')
    expect(before.media.length).toBeGreaterThan(0)

    const archive = /Backup written: (\S+)/.exec(script('backup'))?.[1] ?? ''

    // A bad day: content and an older lead deleted, another changed, a new one, media
    // files gone and changed.
    psql("DELETE FROM case_studies WHERE slug = 'gaivota'")
    psql('DELETE FROM testimonials')
    psql("DELETE FROM leads WHERE email = 'cor@backup-test.example'")
    psql(
      "UPDATE leads SET handled = true, message = 'Gewijzigd' WHERE email = 'ada@backup-test.example'",
    )
    lead('Bob', 'bob@backup-test.example')
    const [gone, changed] = before.media.map((entry) => entry.slice(0, entry.lastIndexOf(' ')))
    if (!gone || !changed) throw new Error('the build left fewer than two media files')
    rmSync(path.join(media, gone))
    appendFileSync(path.join(media, changed), 'overgeschreven')
    const during = snapshot()
    expect(during.rows).not.toEqual(before.rows)
    expect(during.media).not.toEqual(before.media)

    expect(script('restore', archive)).toContain('What it replaced is in')
    const after = snapshot()
    expect(after.media).toEqual(before.media)
    expect(after.rows).toEqual(before.rows)
    expect(psql("SELECT handled, message FROM leads WHERE email = 'ada@backup-test.example'")).toBe(
      'f|Hallo',
    )
    expect(psql("SELECT count(*) FROM leads WHERE email = 'cor@backup-test.example'")).toBe('1')
    expect(readdirSync(env.BACKUP_DIR)).toHaveLength(2)
  })
})
