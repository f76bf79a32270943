import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { usesPostgres } from '@/lib/dataPaths'

import { postgresTool } from '../../scripts/backup/archive'

/**
 * The backup round trip on PostgreSQL. Runs in `npm run test:postgres`, which builds
 * (migrates and seeds) a throwaway cluster first; skipped without a postgres:// URL.
 */
const url = process.env.DATABASE_URL ?? ''
const dir = mkdtempSync(path.join(tmpdir(), 'vonk-pg-backup-'))
const env = { ...process.env, BACKUP_DIR: path.join(dir, 'backups') }

/**
 * Every row of every table and every sequence, as pg_dump writes them (without the
 * random key of its \restrict guard lines, new in each dump).
 */
function snapshot(): string {
  const dump = execFileSync(
    'pg_dump',
    ['--data-only', '--inserts', '--no-comments', `--dbname=${url}`],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  return dump.replace(/^\\(un)?restrict .*$/gm, '')
}

function psql(statement: string) {
  execFileSync(postgresTool('psql'), ['--quiet', '--no-psqlrc', `--dbname=${url}`, '-c', statement])
}

function script(name: 'backup' | 'restore', ...args: string[]): string {
  const result = spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    env,
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.skipIf(!usesPostgres(url))('backup and restore (PostgreSQL)', () => {
  it('a restore puts back every row and sequence as the backup had them', () => {
    const before = snapshot()
    expect(before).toContain('INSERT INTO public.case_studies')

    const archive = /Backup written: (\S+)/.exec(script('backup'))?.[1] ?? ''
    psql("DELETE FROM case_studies WHERE slug = 'gaivota'")
    psql(
      "INSERT INTO leads (name, email, subject, message, locale, updated_at, created_at) VALUES ('Bob', 'bob@example.com', 'general', 'Later', 'en', now(), now())",
    )
    psql('UPDATE leads SET handled = true')
    psql('DELETE FROM testimonials')
    expect(snapshot()).not.toEqual(before)

    expect(script('restore', archive)).toContain('What it replaced is in')
    expect(snapshot()).toEqual(before)
    expect(readdirSync(env.BACKUP_DIR)).toHaveLength(2)
  })
})
