/**
 * CSV for spreadsheets (RFC 4180 quoting, BOM so Excel reads UTF-8). A cell that
 * starts like a formula gets a leading apostrophe, so a visitor's "=HYPERLINK(…)"
 * stays text (CSV injection).
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))]
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
