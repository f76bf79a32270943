import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/*
 * Payload runs each migration in a transaction, where SQLite ignores
 * `PRAGMA foreign_keys=OFF`. A generated migration that rebuilds a table (DROP the old
 * one, rename the new copy; how SQLite drops a NOT NULL) therefore deletes every row of
 * the tables that refer to it (localized texts, arrays, relations) through
 * ON DELETE CASCADE. `keepRows` copies every table's rows aside before the schema
 * change and puts back what the change lost, parents before children, into the
 * columns both versions share.
 */
export async function keepRows(db: Db, change: () => Promise<void>): Promise<void> {
  const tables = await userTables(db)
  const before = new Map<string, number>()
  for (const table of tables) {
    before.set(table, await count(db, table))
    await db.run(sql.raw(`CREATE TEMP TABLE "keep_${table}" AS SELECT * FROM "${table}"`))
  }
  await change()
  const now = new Set(await userTables(db))
  for (const table of await parentsFirst(
    db,
    [...now].filter((name) => before.has(name)),
  )) {
    if ((await count(db, table)) < (before.get(table) ?? 0)) {
      const shared = await sharedColumns(db, table, `keep_${table}`)
      const list = shared.map((column) => `"${column}"`).join(', ')
      await db.run(
        sql.raw(`INSERT OR IGNORE INTO "${table}" (${list}) SELECT ${list} FROM "keep_${table}"`),
      )
    }
  }
  for (const table of tables) await db.run(sql.raw(`DROP TABLE temp."keep_${table}"`))
}

async function userTables(db: Db): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    sql.raw("SELECT name FROM main.sqlite_master WHERE type = 'table'"),
  )
  // SQLite's own tables, and the generated rebuilds' copies in between.
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('sqlite_') && !name.startsWith('__new_'))
}

async function count(db: Db, table: string): Promise<number> {
  const row = await db.get<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${table}"`))
  return Number(row?.n ?? 0)
}

async function columns(db: Db, table: string): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql.raw(`PRAGMA table_info("${table}")`))
  return rows.map((row) => row.name)
}

async function sharedColumns(db: Db, table: string, copy: string): Promise<string[]> {
  const [target, source] = await Promise.all([columns(db, table), columns(db, copy)])
  return target.filter((column) => source.includes(column))
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function parentsFirst(db: Db, tables: string[]): Promise<string[]> {
  const parents = new Map<string, string[]>()
  for (const table of tables) {
    const keys = await db.all<{ table: string }>(sql.raw(`PRAGMA foreign_key_list("${table}")`))
    parents.set(
      table,
      keys.map((key) => key.table).filter((parent) => parent !== table),
    )
  }
  const ordered: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return
    path.add(table)
    for (const parent of parents.get(table) ?? []) visit(parent, path)
    ordered.push(table)
  }
  for (const table of tables) visit(table, new Set())
  return ordered.filter((table) => parents.has(table))
}
