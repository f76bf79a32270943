import type { Block, Field } from 'payload'

export type MediaId = number | string

/**
 * The ids of the media a document refers to, read with `depth: 0` and `locale: 'all'`:
 * upload and relationship fields to `collection` (single, hasMany, polymorphic), at any
 * depth of groups, tabs, rows, arrays and blocks, in every language, and upload nodes
 * of Lexical rich text. Walked along the schema, so a field added later is counted
 * without anyone remembering to list it.
 */
export function mediaIdsIn(
  fields: readonly Field[],
  data: unknown,
  collection = 'media',
  blockReferences: readonly Block[] = [],
): MediaId[] {
  const found: MediaId[] = []
  const walk = (fieldList: readonly Field[], value: unknown, localizedAbove: boolean) => {
    if (!isRecord(value)) return
    for (const field of fieldList) {
      const named = 'name' in field && typeof field.name === 'string' ? field.name : null
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          const inner = 'name' in tab && tab.name ? value[tab.name] : value
          const localized = !localizedAbove && 'localized' in tab && Boolean(tab.localized)
          perLocale(inner, localized, (v) => walk(tab.fields, v, localizedAbove || localized))
        }
        continue
      }
      if (!named) {
        // Rows, collapsibles and unnamed groups keep their fields at this level.
        if ('fields' in field) walk(field.fields, value, localizedAbove)
        continue
      }
      const localized = !localizedAbove && 'localized' in field && Boolean(field.localized)
      perLocale(value[named], localized, (inner) =>
        visit(field, inner, localizedAbove || localized),
      )
    }
  }
  const visit = (field: Field, value: unknown, localizedAbove: boolean) => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        for (const item of Array.isArray(value) ? value : [value]) {
          const id = relationId(field.relationTo, item, collection)
          if (id !== null) found.push(id)
        }
        return
      case 'group':
        walk(field.fields, value, localizedAbove)
        return
      case 'array':
        if (Array.isArray(value)) for (const row of value) walk(field.fields, row, localizedAbove)
        return
      case 'blocks':
        if (!Array.isArray(value)) return
        for (const row of value) {
          if (!isRecord(row)) continue
          const block = [...(field.blocks ?? []), ...blockReferences].find(
            (candidate) => typeof candidate === 'object' && candidate.slug === row.blockType,
          )
          if (block && typeof block === 'object') walk(block.fields, row, localizedAbove)
        }
        return
      case 'richText':
        collectRichTextUploads(value, collection, found)
        return
      default:
        return
    }
  }
  walk(fields, data, false)
  return [...new Set(found)]
}

/** Whether any field of `fields` (at any depth) can refer to `collection`. */
export function refersTo(
  fields: readonly Field[],
  collection = 'media',
  blockReferences: readonly Block[] = [],
): boolean {
  return fields.some((field) => {
    if (field.type === 'upload' || field.type === 'relationship') {
      const targets: readonly string[] = Array.isArray(field.relationTo)
        ? field.relationTo
        : [field.relationTo]
      return targets.includes(collection)
    }
    // Rich text may embed uploads of any upload collection.
    if (field.type === 'richText') return true
    if (field.type === 'tabs') return field.tabs.some((tab) => refersTo(tab.fields, collection))
    if (field.type === 'blocks') {
      const blocks = [...(field.blocks ?? []), ...blockReferences]
      return blocks.some((block) => typeof block === 'object' && refersTo(block.fields, collection))
    }
    return 'fields' in field && refersTo(field.fields, collection, blockReferences)
  })
}

function perLocale(value: unknown, localized: boolean, each: (value: unknown) => void) {
  if (localized && isRecord(value)) for (const inner of Object.values(value)) each(inner)
  else each(value)
}

function relationId(relationTo: string | string[], item: unknown, collection: string) {
  if (Array.isArray(relationTo)) {
    // Polymorphic: { relationTo, value }.
    if (!isRecord(item) || item.relationTo !== collection) return null
    return idOf(item.value)
  }
  return relationTo === collection ? idOf(item) : null
}

function idOf(value: unknown): MediaId | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value
  if (isRecord(value)) return idOf(value.id)
  return null
}

/** Lexical's upload nodes: `{ type: 'upload', relationTo, value }` anywhere in the tree. */
function collectRichTextUploads(node: unknown, collection: string, found: MediaId[]) {
  if (Array.isArray(node)) {
    for (const child of node) collectRichTextUploads(child, collection, found)
    return
  }
  if (!isRecord(node)) return
  if (node.type === 'upload' && node.relationTo === collection) {
    const id = idOf(node.value)
    if (id !== null) found.push(id)
  }
  for (const child of Object.values(node)) {
    if (typeof child === 'object' && child !== null)
      collectRichTextUploads(child, collection, found)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
