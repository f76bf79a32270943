import { execFileSync } from 'node:child_process'
import { DatabaseSync } from 'node:sqlite'

import { postgresCommand, postgresTool } from '../../../scripts/backup/archive'

/**
 * The schema of the database at `url`, one sorted line per table, column, key, index,
 * type or sequence, each naming its table: two databases have the same schema when
 * they give the same lines. Column order is left out (a column a migration added sits at
 * the end of its table, the same column in a new table where its field is; Payload
 * addresses columns by name).
 */
export function schemaLines(url: string): string[] {
  return (
    url.startsWith('file:') ? sqliteLines(url.slice('file:'.length)) : postgresLines(url)
  ).sort()
}

/** The lines each side has and the other has not (counted, so repeats count too). */
export function schemaDifference(
  actual: readonly string[],
  expected: readonly string[],
): { unexpected: string[]; missing: string[] } {
  const minus = (from: readonly string[], take: readonly string[]) => {
    const left = new Map<string, number>()
    for (const line of take) left.set(line, (left.get(line) ?? 0) + 1)
    return from.filter((line) => {
      const count = left.get(line) ?? 0
      if (count > 0) left.set(line, count - 1)
      return count === 0
    })
  }
  return { unexpected: minus(actual, expected), missing: minus(expected, actual) }
}

/** SQLite as its catalogue describes it (pragmas), not as its CREATE statements read. */
function sqliteLines(file: string): string[] {
  const database = new DatabaseSync(file, { readOnly: true })
  const rows = <T>(query: string, ...values: string[]) =>
    database.prepare(query).all(...values) as T[]
  try {
    const objects = rows<{ type: string; name: string; table: string; sql: string | null }>(
      "SELECT type, name, tbl_name AS 'table', sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'",
    )
    return objects.flatMap(({ type, name, table, sql }) => {
      if (type === 'table') {
        const columns = rows<Record<string, unknown>>(
          'SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo(?)',
          name,
        ).map(
          (c) =>
            `${name}.${c.name}: ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`,
        )
        const keys = rows<Record<string, unknown>>(
          'SELECT "from", "table", "to", on_update, on_delete FROM pragma_foreign_key_list(?)',
          name,
        ).map(
          (k) =>
            `${name}.${k.from}: references ${k.table}.${k.to} on update ${k.on_update} on delete ${k.on_delete}`,
        )
        return [`table ${name}`, ...columns, ...keys]
      }
      if (type === 'index') {
        const [index] = rows<Record<string, unknown>>(
          'SELECT "unique", origin, partial FROM pragma_index_list(?) WHERE name = ?',
          table,
          name,
        )
        const on = rows<{ name: string | null; desc: number }>(
          'SELECT name, "desc" FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno',
          name,
        ).map((column) => `${column.name ?? '(expression)'}${column.desc ? ' desc' : ''}`)
        const where = sql?.match(/\bWHERE\b.*$/is)?.[0] ?? ''
        return [
          `index ${name} on ${table} (${on.join(', ')}) unique=${index?.unique} origin=${index?.origin} ${where}`.trim(),
        ]
      }
      return [`${type} ${name} on ${table}: ${sql?.replace(/\s+/g, ' ')}`]
    })
  } finally {
    database.close()
  }
}

/**
 * PostgreSQL as `pg_dump --schema-only` writes it (the tool a restore trusts), one
 * statement a line, a table's columns and constraints each a line of their own.
 */
function postgresLines(url: string): string[] {
  const command = postgresCommand(url, [
    '--schema-only',
    '--no-owner',
    '--no-privileges',
    '--no-comments',
  ])
  const dump = execFileSync(postgresTool('pg_dump'), command.args, {
    env: command.env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('--') && !line.startsWith('\\')) // comments, \restrict
    .join('\n')
    .split(/;\n/)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(
      (statement) =>
        statement &&
        !/^SET |^SELECT pg_catalog\.set_config\(/.test(statement) &&
        // The schema itself: initdb's, or the one an emptied database got back.
        !/^CREATE SCHEMA public$/.test(statement),
    )
    .flatMap((statement) => {
      const table = /^CREATE TABLE (\S+) \((.*)\)$/.exec(statement)
      if (!table) return [statement]
      return [
        `CREATE TABLE ${table[1]}`,
        ...topLevelParts(table[2] ?? '').map((part) => `${table[1]}: ${part}`),
      ]
    })
}

/** `a, b(c, d), 'e, f'` → `a`, `b(c, d)`, `'e, f'`. */
function topLevelParts(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let at = 0; at < list.length; at++) {
    const char = list[at]
    if (char === "'") quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    else if (!quoted && depth === 0 && char === ',') {
      parts.push(list.slice(start, at).trim())
      start = at + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}
