import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { mediaDir, usesPostgres } from '@/lib/dataPaths'

import { postgresCommand, postgresTool } from '../../scripts/backup/archive'

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
  const command = postgresCommand(url, ['--data-only', '--inserts', '--no-comments'])
  const dump = execFileSync(postgresTool('pg_dump'), command.args, {
    env: command.env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
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

const psqlCommand = (...args: string[]) =>
  postgresCommand(url, ['--quiet', '--no-psqlrc', '--tuples-only', '--no-align', ...args])

function psql(statement: string): string {
  const command = psqlCommand('-c', statement)
  return execFileSync(postgresTool('psql'), command.args, {
    env: command.env as NodeJS.ProcessEnv,
    encoding: 'utf8',
  }).trim()
}

/** Parent of each process, from /proc/<pid>/stat (its 4th field, after the name). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/**
 * The running process named `name` started (directly or not) by `ancestor`: its command
 * line and environment as every local user (`ps`), respectively only its owner, reads
 * them.
 */
async function observe(name: string, ancestor: number) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    for (const entry of readdirSync('/proc').filter((dir) => /^\d+$/.test(dir))) {
      const pid = Number(entry)
      let comm: string
      try {
        comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
      } catch {
        continue
      }
      if (comm !== name) continue
      let up: number | null = pid
      while (up && up !== ancestor && up > 1) up = parentOf(up)
      if (up !== ancestor) continue
      const read = (file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0')
      return { argv: read('cmdline'), environment: read('environ') }
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no ${name} process of ${ancestor} seen`)
}

/**
 * A session that holds a lock on the leads table until released: the tools wait for
 * it, so they are still running when their command line is read.
 */
async function holdLeads(mode: 'ACCESS EXCLUSIVE' | 'ACCESS SHARE') {
  const command = psqlCommand()
  const holder = spawn(postgresTool('psql'), command.args, {
    env: command.env as NodeJS.ProcessEnv,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  holder.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  holder.stdin.write(`BEGIN; LOCK TABLE leads IN ${mode} MODE; SELECT 'held';\n`)
  while (!output.includes('held')) await new Promise((resolve) => setTimeout(resolve, 10))
  return async () => {
    holder.stdin.end('COMMIT;\n')
    await once(holder, 'exit')
  }
}

/** `npm run backup` or `restore` in the background; resolves with its exit code. */
function scriptInBackground(name: 'backup' | 'restore', ...args: string[]) {
  const child = spawn(process.execPath, [`scripts/${name}.ts`, ...args], { env, stdio: 'pipe' })
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  const done = once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout }))
  return { pid: child.pid as number, done }
}

/** What a local user learns of the password from a tool's command line: nothing. */
function expectNoPassword(seen: { argv: string[]; environment: string[] }) {
  const password = new URL(url).password
  expect(password).not.toBe('') // npm run test:postgres's cluster requires one
  const plain = decodeURIComponent(password)
  expect(seen.argv.join(' ')).toContain('--dbname=')
  for (const form of [plain, password]) expect(seen.argv.join(' ')).not.toContain(form)
  expect(seen.environment).toContain(`PGPASSWORD=${plain}`)
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
      "UPDATE leads SET status = 'won', message = 'Gewijzigd' WHERE email = 'ada@backup-test.example'",
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
    expect(psql("SELECT status, message FROM leads WHERE email = 'ada@backup-test.example'")).toBe(
      'new|Hallo',
    )
    expect(psql("SELECT count(*) FROM leads WHERE email = 'cor@backup-test.example'")).toBe('1')
    expect(readdirSync(env.BACKUP_DIR)).toHaveLength(2)
  })

  it('pg_dump and pg_restore get the password in their environment, never on their command line', async () => {
    // pg_dump waits for the exclusive lock, so it is running while it is looked at.
    let release = await holdLeads('ACCESS EXCLUSIVE')
    const backup = scriptInBackground('backup')
    try {
      expectNoPassword(await observe('pg_dump', backup.pid))
    } finally {
      await release()
    }
    const { code, stdout } = await backup.done
    expect(code).toBe(0)
    const archive = /Backup written: (\S+)/.exec(stdout)?.[1] ?? ''

    // A shared lock lets the restore's own safety backup through and holds pg_restore,
    // which drops the tables.
    release = await holdLeads('ACCESS SHARE')
    const restore = scriptInBackground('restore', archive)
    try {
      expectNoPassword(await observe('pg_restore', restore.pid))
    } finally {
      await release()
    }
    expect((await restore.done).code).toBe(0)
  })
})
