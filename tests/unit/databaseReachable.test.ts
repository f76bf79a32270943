import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { databaseReachable } from '@/cms/database'

const dir = mkdtempSync(path.join(tmpdir(), 'vonk-reachable-'))
const url = `file:${path.join(dir, 'probe.db')}`

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Another process that takes the file to itself and lets go when told (a line on stdin). */
const holderScript = `
import { createClient } from '@libsql/client'
const holder = createClient({ url: process.argv[1] })
await holder.execute('PRAGMA locking_mode = EXCLUSIVE')
await holder.execute('PRAGMA journal_mode = WAL')
await holder.execute('CREATE TABLE t (x)')
await holder.execute('BEGIN EXCLUSIVE')
await holder.execute('SELECT count(*) FROM t')
console.log('held')
process.stdin.once('data', async () => {
  await holder.execute('COMMIT')
  holder.close()
  process.exit(0)
})`

describe('asking whether the SQLite database answers', () => {
  it('says no while another process holds the file, yes once it lets go', async () => {
    process.env.DATABASE_URL = url
    const holder = spawn(process.execPath, ['--input-type=module', '-e', holderScript, url], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    await once(holder.stdout, 'data')
    expect(await databaseReachable()).toBe(false)

    holder.stdin.write('release\n')
    await once(holder, 'exit')
    expect(await databaseReachable()).toBe(true)
  })
})
