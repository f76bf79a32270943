/**
 * `npm run test:postgres`: proves the PostgreSQL path. Starts a throwaway cluster
 * (Debian's `postgresql` package) on a loopback port, builds the site against it
 * into `.next-postgres`, runs the backup round trip (the password reaches pg_dump and
 * pg_restore, never their command line), the database integration tests (the committed
 * migrations build the config's schema, seed and deploys, retention purge, concurrent
 * delivery writes, the outbox's sweep, erasure and purge, the site search, visitor
 * insight's storage, a post sent twice, the prepare step's lock) each on an empty database of its
 * own, and the end-to-end suite, then removes the cluster.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { startPostgres, type Cluster } from './support/postgres.ts'
import { scratchDir } from './support/services.ts'

const port = Number(process.env.PG_TEST_PORT ?? 55433)

function npm(args: string[], env: NodeJS.ProcessEnv): number {
  return spawnSync('npm', args, { stdio: 'inherit', env }).status ?? 1
}

const dir = scratchDir('vonk-pg-')
let cluster: Cluster | undefined
let status = 1
try {
  cluster = startPostgres(dir, port)
  const { createDatabase } = cluster
  const env = {
    ...process.env,
    DATABASE_URL: cluster.url,
    MEDIA_DIR: path.join(dir, 'media'),
    NEXT_DIST_DIR: '.next-postgres',
  }
  status = npm(['run', 'build'], env)
  // The backup round trip first: it leaves the database as the build made it.
  const backupTest = 'tests/unit/backup.postgres.integration.test.ts'
  if (status === 0) status = npm(['run', 'test:unit', '--', backupTest], env)
  // The same integration tests `npm run test:unit` runs on SQLite, here each on an empty
  // PostgreSQL database of its own (tests/unit/support/startPayload.ts).
  const onTheirOwnDatabase = {
    'tests/unit/migrations.integration.test.ts': 'vonk_migrations',
    'tests/unit/seed.integration.test.ts': 'vonk_seed',
    'tests/unit/retention.integration.test.ts': 'vonk_retention',
    'tests/unit/delivery.integration.test.ts': 'vonk_delivery',
    'tests/unit/outboxSweep.integration.test.ts': 'vonk_outbox_sweep',
    'tests/unit/outboxPrivacy.integration.test.ts': 'vonk_outbox_privacy',
    'tests/unit/search.integration.test.ts': 'vonk_search',
    'tests/unit/visitorInsight.integration.test.ts': 'vonk_visitor_insight',
    'tests/unit/submissionOnce.integration.test.ts': 'vonk_submission_once',
    'tests/unit/oneAtATime.integration.test.ts': 'vonk_one_at_a_time',
  }
  for (const [file, database] of Object.entries(onTheirOwnDatabase)) {
    if (status !== 0) break
    status = npm(['run', 'test:unit', '--', file], {
      ...env,
      TEST_DATABASE_URL: createDatabase(database),
    })
  }
  if (status === 0) status = npm(['run', 'test:e2e'], env)
} finally {
  cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
