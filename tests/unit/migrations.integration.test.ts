import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { migrate } from '@/cms/migrate'
import { searchSchemaPrefix } from '@/cms/search/store'

import { schemaDifference, schemaLines } from './support/schema'
import { payload, startPayload } from './support/startPayload'

/**
 * The committed migrations build exactly the schema Payload's config describes, so a
 * field added without its migration (or a migration that builds something else than its
 * config) fails here and not on a deploy. On a throwaway database: SQLite in
 * `npm run test:unit`, PostgreSQL in `npm run test:postgres`.
 *
 * The reference is what `payload migrate:create` would write for today's config into an
 * empty migrations folder (drizzle-kit's SQL for the config's schema, the way the
 * baseline was made), applied to the same database once the migrated schema has been
 * read and the database emptied. Both are read the same way (tests/unit/support/schema.ts).
 */
const site = startPayload('migrations')

/** drizzle-kit for the adapter in use, as `payload migrate:create` calls it. */
async function drizzleKit() {
  const kit = payload.db.requireDrizzleKit()
  return { ...kit, config: await kit.generateDrizzleJson(payload.db.schema) }
}

/**
 * The site search's own tables, made by its raw-SQL migration outside the config, and on
 * PostgreSQL the two extensions it creates for them (accent folding, trigrams).
 */
const outsideTheConfig = (line: string) =>
  line.split(/[\s.:]+/).some((word) => word.startsWith(searchSchemaPrefix)) ||
  /^CREATE EXTENSION IF NOT EXISTS (unaccent|pg_trgm)\b/.test(line)

describe('the committed migrations', () => {
  it('build the schema of the config: a fresh database migrated has nothing more nor less', async () => {
    const everything = schemaLines(site.url)
    const migrated = everything.filter((line) => !outsideTheConfig(line))
    // The search's migration made its tables: they are left out, not missing.
    expect(everything.length).toBeGreaterThan(migrated.length)
    expect(migrated.length).toBeGreaterThan(1000) // it read a schema, not an error

    const { config, generateMigration } = await drizzleKit()
    const statements = await generateMigration(payload.db.defaultDrizzleSnapshot as never, config)
    await payload.db.dropDatabase({ adapter: payload.db as never })
    expect(schemaLines(site.url)).toEqual([])
    for (const statement of statements) {
      await payload.db.execute({ drizzle: payload.db.drizzle, raw: statement })
    }

    expect(schemaDifference(migrated, schemaLines(site.url))).toEqual({
      unexpected: [],
      missing: [],
    })
  })

  it("end with a snapshot of the config's schema: `payload migrate:create` finds nothing to do", async () => {
    // It compares the config with the newest snapshot, so a stale one would make the
    // next migration repeat (or undo) changes that are already migrated.
    const { config, generateMigration, upSnapshot } = await drizzleKit()
    const folder = payload.db.migrationDir
    const newest = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)
    if (!newest) throw new Error(`no migration snapshot in ${folder}`)
    let snapshot = JSON.parse(readFileSync(path.join(folder, newest), 'utf8'))
    if (upSnapshot && snapshot.version < config.version) snapshot = upSnapshot(snapshot)
    expect(await generateMigration(snapshot, config)).toEqual([])
  })
})

describe('a database from before the squash', () => {
  it('is refused with what to do, and left as it was', async () => {
    // As a development database built by the migrations before the baseline records them.
    await payload.delete({ collection: 'payload-migrations', where: {} })
    for (const name of ['20261123_031042_initial', '20261127_074736_delivery_progress']) {
      await payload.create({ collection: 'payload-migrations', data: { name, batch: 1 } })
    }
    const before = schemaLines(site.url)

    await expect(migrate(payload)).rejects.toThrow(
      /built by 2 migrations that are no longer in .*\(20261123_031042_initial … 20261127_074736_delivery_progress\).*squashed into 20261128_000000_baseline.*Recreate the database.*docs\/operations\.md/s,
    )
    expect(schemaLines(site.url)).toEqual(before)
    const { docs } = await payload.find({ collection: 'payload-migrations', sort: 'name' })
    expect(docs.map((doc) => doc.name)).toEqual([
      '20261123_031042_initial',
      '20261127_074736_delivery_progress',
    ])
  })
})
