/**
 * The name of a field as the admin shows it, in the admin's language, from a document's
 * path to it (`results.2.text`): "Resultaten › Resultaat 03 › Tekst". Read from the schema (Payload's
 * field configs, raw or sanitized) and the document itself (a block's type decides its
 * fields). A path the schema does not have gets `null`, so the page leaves that element
 * alone rather than point at a field that is not there.
 */

/** A label as the schema writes it: text, text per language, or Payload's own function. */
type Label = string | Record<string, string> | false | ((...args: never[]) => unknown) | undefined

/** The parts of a Payload field this reads (Payload's Field and ClientField both fit). */
export type SchemaField = {
  type: string
  name?: string
  label?: Label
  labels?: { singular?: Label; plural?: Label }
  fields?: readonly SchemaField[]
  blocks?: readonly SchemaBlock[]
  tabs?: readonly { name?: string; fields: readonly SchemaField[] }[]
  admin?: object
  hidden?: boolean
}

export type SchemaBlock = {
  slug: string
  labels?: { singular?: Label; plural?: Label }
  fields: readonly SchemaField[]
}

/** Camel case as words, Payload's own fallback for a field without a label. */
const words = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

function translate(label: Label, language: string, fallback: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    return label[language] ?? label.en ?? Object.values(label)[0] ?? fallback
  }
  return fallback
}

/** The named fields of a level: rows, collapsibles and unnamed tabs hold theirs in place. */
function namedFields(fields: readonly SchemaField[]): SchemaField[] {
  return fields.flatMap((field) => {
    if (field.name) return [field]
    if (field.tabs) {
      return field.tabs.flatMap((tab) =>
        tab.name ? [{ ...tab, type: 'group' } as SchemaField] : namedFields(tab.fields),
      )
    }
    return field.fields ? namedFields(field.fields) : []
  })
}

const isIndex = (segment: string) => /^\d+$/.test(segment)

const hidden = (field: SchemaField) => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return Boolean(field.hidden || admin?.hidden || admin?.disabled)
}

export function fieldLabel(
  fields: readonly SchemaField[],
  path: string,
  data: unknown,
  language: string,
): string | null {
  const segments = path.split('.')
  const parts: string[] = []
  let level: readonly SchemaField[] | null = fields
  let value: unknown = data
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as string
    const field: SchemaField | undefined = level
      ? namedFields(level).find((candidate) => candidate.name === segment)
      : undefined
    if (!field?.name || hidden(field)) return null
    parts.push(translate(field.label, language, words(field.name)))
    value = (value as Record<string, unknown> | null | undefined)?.[segment]
    level = field.fields ?? null
    const next = segments[index + 1]
    if ((field.type === 'array' || field.type === 'blocks') && next !== undefined) {
      if (!isIndex(next)) return null
      const row = (Array.isArray(value) ? value[Number(next)] : undefined) as
        Record<string, unknown> | undefined
      if (!row) return null
      // As the form numbers its rows: "Resultaat 03".
      const number = String(Number(next) + 1).padStart(2, '0')
      if (field.type === 'blocks') {
        const block: SchemaBlock | undefined = field.blocks?.find(
          (candidate) => candidate.slug === row.blockType,
        )
        if (!block) return null
        parts.push(`${translate(block.labels?.singular, language, words(block.slug))} ${number}`)
        level = block.fields
      } else {
        parts.push(`${translate(field.labels?.singular, language, words(field.name))} ${number}`)
      }
      value = row
      index++
    } else if (field.type !== 'group' && index < segments.length - 1) {
      // Only groups, arrays and blocks have fields below them.
      return null
    }
  }
  return parts.join(' › ')
}
