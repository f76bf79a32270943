import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { newLead } from './support/leads'
import { payload, startPayload } from './support/startPayload'

/**
 * Personal data on disk is the owner's alone (0700 folders, 0600 files) whatever the
 * umask of the process: here the most permissive one, under which every file the code
 * does not restrict itself comes out readable (and writable) by every local user.
 */
process.umask(0o000)
// The database in a folder of its own, as data/ holds it, so that folder's mode shows.
const { dir } = startPayload('file-modes', { sqlite: true, file: 'data/site.db' })
const data = path.join(dir, 'data')
const database = path.join(data, 'site.db')
const env = {
  MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
  BACKUP_DIR: path.join(data, 'backups'),
  LEAD_NOTIFY_TO: 'team@vonk.test',
}
Object.assign(process.env, env)

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8)
const sidecars = ['-wal', '-shm', '-journal']

describe('files with personal data, under umask 000', () => {
  it('the database folder, the database and its WAL files, the outbox and its mails, the backups and a restored database are owner-only', async () => {
    const { deliverMail } = await import('@/cms/mail/delivery')
    const lead = await newLead(payload, 'ada')
    expect(await deliverMail(payload, 'lead-confirmation', String(lead.id))).toBe('sent')

    expect(mode(data)).toBe('700')
    expect(mode(database)).toBe('600')
    const present = sidecars.map((suffix) => database + suffix).filter((file) => existsSync(file))
    expect(present.length).toBeGreaterThan(0) // WAL mode: -wal and -shm while it is open
    for (const file of present) expect(mode(file)).toBe('600')

    const outbox = env.MAIL_OUTBOX_DIR
    expect(mode(outbox)).toBe('700')
    const mails = readdirSync(outbox)
    expect(mails).toHaveLength(1)
    expect(mode(path.join(outbox, mails[0] as string))).toBe('600')

    const { createBackup, restoreBackup } = await import('../../scripts/backup/archive')
    const archive = await createBackup(process.env)
    expect(mode(env.BACKUP_DIR)).toBe('700')
    expect(mode(archive)).toBe('600')

    await payload.destroy()
    const safety = await restoreBackup(archive, process.env)
    expect(mode(safety)).toBe('600')
    expect(mode(database)).toBe('600')
    expect(mode(data)).toBe('700')
  })

  it('a database folder and files an older version left readable are made owner-only when the app starts', async () => {
    const old = path.join(dir, 'old-install')
    mkdirSync(old)
    chmodSync(old, 0o755)
    const file = path.join(old, 'payload.db')
    for (const name of [file, ...sidecars.map((suffix) => file + suffix)]) {
      writeFileSync(name, '')
      chmodSync(name, 0o644)
    }
    const { databaseAdapter } = await import('@/cms/database')
    const previous = process.env.DATABASE_URL
    process.env.DATABASE_URL = `file:${file}`
    try {
      databaseAdapter()
    } finally {
      process.env.DATABASE_URL = previous
    }
    expect(mode(old)).toBe('700')
    for (const name of [file, ...sidecars.map((suffix) => file + suffix)]) {
      expect(mode(name)).toBe('600')
    }
  })
})
