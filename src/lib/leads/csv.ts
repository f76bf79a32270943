/**
 * CSV for spreadsheets (RFC 4180 quoting, BOM so Excel reads UTF-8). A cell that
 * starts like a formula gets a leading apostrophe, so a visitor's "=HYPERLINK(…)"
 * stays text (CSV injection).
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => csvValue(row, column)))]
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * A column's value: a dotted path reads a group (`source.utmSource`); an account (owner,
 * a note's author, read with depth 1) is its email; notes become one cell, each as
 * `time author: text`, separated by ` | `.
 */
export function csvValue(row: Record<string, unknown>, column: string): unknown {
  let value: unknown = row
  for (const key of column.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  if (Array.isArray(value)) return value.map(noteText).join(' | ')
  return accountName(value)
}

function accountName(value: unknown): unknown {
  if (value && typeof value === 'object' && 'email' in value)
    return (value as { email: unknown }).email
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value
}

function noteText(note: unknown): string {
  if (!note || typeof note !== 'object') return ''
  const { createdAt, author, text } = note as Record<string, unknown>
  const who = accountName(author)
  return `${String(createdAt ?? '')} ${who === undefined || who === null ? '' : String(who)}: ${String(text ?? '')}`.trim()
}
