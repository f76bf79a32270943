import type { Block, Field } from 'payload'

import { isLocaleMap } from './localize'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The named fields of one level: rows, collapsibles and unnamed tabs lend theirs. */
function namedFields(fields: readonly Field[]): Map<string, Field> {
  const named = new Map<string, Field>()
  for (const field of fields) {
    if ('name' in field && field.name) named.set(field.name, field)
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) named.set(tab.name, { ...tab, type: 'group' } as Field)
        else for (const [name, inner] of namedFields(tab.fields)) named.set(name, inner)
      }
    } else if ('fields' in field) {
      for (const [name, inner] of namedFields(field.fields)) named.set(name, inner)
    }
  }
  return named
}

/** A localized value holds one copy per language; a plain one is its own only copy. */
const copies = (value: unknown): unknown[] =>
  isLocaleMap(value) ? Object.values(value as Data) : [value]

function rowsUnknown(rows: unknown, at: string, fieldsOf: (row: Data) => readonly Field[] | null) {
  return copies(rows).flatMap((list) =>
    Array.isArray(list)
      ? list.flatMap((row, index) => {
          if (!isData(row)) return []
          const fields = fieldsOf(row)
          return fields ? unknownKeys(row, fields, `${at}[${index}].`) : [`${at}[${index}]`]
        })
      : [],
  )
}

function blockFields(blocks: readonly Block[], row: Data): readonly Field[] | null {
  return blocks.find((block) => block.slug === row.blockType)?.fields ?? null
}

/**
 * The keys of seed data that the collection or global has no field for, as paths.
 * Payload drops such keys without a word, so the seed refuses them instead.
 */
export function unknownKeys(data: Data, fields: readonly Field[], at = ''): string[] {
  const named = namedFields(fields)
  return Object.entries(data).flatMap(([key, value]) => {
    const field = named.get(key)
    const path = `${at}${key}`
    if (key === 'id' || key === 'blockType' || key === 'blockName') return []
    if (!field) return [path]
    if (field.type === 'group' && 'fields' in field) {
      return copies(value).flatMap((copy) =>
        isData(copy) ? unknownKeys(copy, field.fields, `${path}.`) : [],
      )
    }
    if (field.type === 'array') return rowsUnknown(value, path, () => field.fields)
    if (field.type === 'blocks') {
      return rowsUnknown(value, path, (row) => blockFields(field.blocks as Block[], row))
    }
    return []
  })
}
