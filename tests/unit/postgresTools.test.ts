import { describe, expect, it } from 'vitest'

import { postgresCommand } from '../../scripts/backup/archive'

/**
 * The database password never goes on a command line, where every local user sees it
 * (`ps`, /proc/<pid>/cmdline): the PostgreSQL tools get it through their environment.
 */
describe('postgresCommand', () => {
  const hostile = 'p@ss:w/rd %?#&=ä'
  const encoded = encodeURIComponent(hostile)

  it.each([
    ['in the user part', `postgres://payload:${encoded}@db.internal:5433/vonk?sslmode=require`],
    ['in the user part, as postgresql://', `postgresql://payload:${encoded}@db.internal/vonk`],
    ['as a query parameter', `postgres://payload@db.internal/vonk?password=${encoded}`],
    [
      'both ways (the query wins, as libpq reads it)',
      `postgres://payload:other@db.internal/vonk?password=${encoded}`,
    ],
  ])('keeps a password given %s out of the arguments and in PGPASSWORD', (_, url) => {
    const { args, env } = postgresCommand(url, ['--format=custom', '--file=/tmp/x'], {})
    const argv = args.join(' ')
    expect(argv).not.toContain(hostile)
    expect(argv).not.toContain(encoded)
    expect(argv).not.toMatch(/password|other/i)
    expect(env.PGPASSWORD).toBe(hostile)
    const dbname = args.find((arg) => arg.startsWith('--dbname='))?.slice('--dbname='.length)
    const target = new URL(dbname ?? '')
    expect([target.username, target.hostname, target.pathname]).toEqual([
      'payload',
      'db.internal',
      '/vonk',
    ])
    expect(args).toContain('--format=custom')
  })

  it('keeps the rest of the connection (port, options) and adds no password when there is none', () => {
    const { args, env } = postgresCommand(
      'postgres://payload@127.0.0.1:55433/vonk?sslmode=disable',
      [],
      {},
    )
    expect(args).toEqual(['--dbname=postgres://payload@127.0.0.1:55433/vonk?sslmode=disable'])
    expect(env).not.toHaveProperty('PGPASSWORD')
  })

  it('leaves a PGPASSWORD the operator set alone when the URL has none', () => {
    const { env } = postgresCommand('postgres://payload@127.0.0.1/vonk', [], {
      PGPASSWORD: 'from-the-shell',
    })
    expect(env.PGPASSWORD).toBe('from-the-shell')
  })
})
