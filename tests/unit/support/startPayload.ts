import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

/**
 * The Payload of this test file, set once `startPayload`'s beforeAll has run (a live
 * binding: importers see the value it has when they read it). Vitest runs each test
 * file in a process of its own, so there is one per file.
 */
export let payload: Payload

export type TestSite = {
  /** The test's own folder: its SQLite file, media and outbox; removed at the end. */
  dir: string
  /** The database's URL (`file:…` for SQLite). */
  url: string
  postgres: boolean
  /** MEDIA_DIR and MAIL_OUTBOX_DIR, in `dir`. */
  media: string
  outbox: string
}

/**
 * Payload on a throwaway database with the committed migrations applied, for one
 * integration test file. Call it at the file's top level: the environment is set at
 * once, before anything imports the Payload config (which reads it); Payload starts in a
 * beforeAll and is destroyed, and the folder removed, in an afterAll. Hooks the file
 * registers later run after the start and before the end.
 *
 * - Database: `TEST_DATABASE_URL` when given (`npm run test:postgres` creates an empty
 *   PostgreSQL database per test file and passes it so), else a fresh SQLite file in the
 *   test's folder; `sqlite: true` for a test that works on the SQLite file itself.
 *   Never the site's own `DATABASE_URL`, whatever the shell has set.
 * - A secret, media and mail outbox of its own, and no mail server: nothing reaches
 *   the site's `data/` or anyone's inbox. A test may set more variables after the call.
 */
export function startPayload(
  label: string,
  options: { sqlite?: boolean; file?: string } = {},
): TestSite {
  const dir = mkdtempSync(path.join(tmpdir(), `vonk-${label}-`))
  const given = options.sqlite ? undefined : process.env.TEST_DATABASE_URL
  const url = given || `file:${path.join(dir, options.file ?? 'test.db')}`
  const media = path.join(dir, 'media')
  const outbox = path.join(dir, 'outbox')
  Object.assign(process.env, {
    DATABASE_URL: url,
    PAYLOAD_SECRET: `${label}-test-secret`,
    MEDIA_DIR: media,
    MAIL_OUTBOX_DIR: outbox,
  })
  delete process.env.SMTP_URL
  delete process.env.SMTP_HOST

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
  return { dir, url, postgres: /^postgres(ql)?:\/\//.test(url), media, outbox }
}
