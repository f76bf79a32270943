import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The database an integration test may fill and empty, set as `DATABASE_URL` before
 * Payload's config is imported: `TEST_DATABASE_URL` when given (`npm run test:postgres`
 * creates an empty PostgreSQL database per test file and passes it so), else a fresh
 * SQLite file in a folder of the test's own. Never the site's own `DATABASE_URL`,
 * whatever the shell has set.
 */
export function throwawayDatabase(label: string): { dir: string; url: string; postgres: boolean } {
  const dir = mkdtempSync(path.join(tmpdir(), `vonk-${label}-`))
  const given = process.env.TEST_DATABASE_URL
  const url = given || `file:${path.join(dir, 'test.db')}`
  process.env.DATABASE_URL = url
  return { dir, url, postgres: /^postgres(ql)?:\/\//.test(url) }
}
