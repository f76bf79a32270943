/**
 * Click to edit (docs/operations.md, "Editing"): in an editor's preview, each element that shows a
 * field carries the document, the field's path in it and the field's name in the admin
 * language. Visitors' pages are rendered without an `Editable`, so `mark` gives them
 * nothing at all: no attribute, no path.
 */

/** The attributes of one shown field. */
export type FieldMark = {
  'data-edit-doc'?: string
  'data-edit-path'?: string
  'data-edit-label'?: string
}

/**
 * A document the editor of this preview may change: its place in the admin
 * (`collections/case-studies/12`, `globals/home`) and its fields' names.
 */
export type Editable = {
  doc: string
  /** The field's name in the admin language; `null` for a path the schema does not have. */
  label: (path: string) => string | null
}

export function mark(edit: Editable | null | undefined, path: string): FieldMark {
  const label = edit?.label(path)
  if (!edit || !label) return {}
  return { 'data-edit-doc': edit.doc, 'data-edit-path': path, 'data-edit-label': label }
}

/** The marks of the fields below one path, for a component that shows part of a document. */
export type Marker = (path: string) => FieldMark

/** What a component marks with when nothing is editable: nothing. */
export const noMarks: Marker = () => ({})

/** The marks below a path of a marker's (`items.2` → `items.2.title`). */
export const within = (fields: Marker, base: string): Marker =>
  fields === noMarks ? noMarks : (path) => fields(`${base}.${path}`)

/** Marks below `base` (`section1` → `section1.heading`); `noMarks` without an `Editable`. */
export function marker(edit: Editable | null | undefined, base = ''): Marker {
  if (!edit) return noMarks
  return (path) => mark(edit, base && path ? `${base}.${path}` : base || path)
}
