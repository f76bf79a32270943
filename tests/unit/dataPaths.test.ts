import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { knownPathsFile } from '@/lib/dataPaths'

describe('list of known paths', () => {
  it('lives next to its SQLite database', () => {
    expect(knownPathsFile({ DATABASE_URL: 'file:/tmp/x/test.db' })).toBe('/tmp/x/test.paths.json')
    expect(knownPathsFile({})).toBe(path.resolve('data/payload.paths.json'))
  })

  it('is one file per PostgreSQL database, so a test database never rewrites the site’s', () => {
    const site = knownPathsFile({ DATABASE_URL: 'postgres://payload@127.0.0.1:5499/vonk' })
    const test = knownPathsFile({ DATABASE_URL: 'postgres://payload@127.0.0.1:5499/vonk_seed' })
    expect(site).toBe(path.resolve('data/postgres-127.0.0.1-5499-vonk.paths.json'))
    expect(test).not.toBe(site)
    expect(
      knownPathsFile({ DATABASE_URL: 'postgresql://u:p@db.internal/site?sslmode=require' }),
    ).toBe(path.resolve('data/postgres-db.internal-5432-site.paths.json'))
  })
})
