/**
 * An error as it may be logged or kept in the jobs queue: what went wrong, without the
 * personal data errors carry. A failed database write (Drizzle) carries every value it
 * was writing (a visitor's name, address and message); a mail server's answer names
 * the recipient it refused. What an operator needs stays: the failing query without its
 * values, the driver's own error, the SMTP stage and reply code. Any address left in a
 * message is masked as well.
 */
type Described = {
  name?: unknown
  message?: unknown
  code?: unknown
  query?: unknown
  params?: unknown
  command?: unknown
  responseCode?: unknown
  cause?: unknown
}

const address = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g

export function loggableError(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object') return mask(String(error))
  const { name, message, code, query, params, command, responseCode, cause } = error as Described
  const label = typeof name === 'string' && name ? name : 'Error'
  // Drizzle's DrizzleQueryError: the statement, then the values (withheld), then the cause.
  if (typeof query === 'string' && params !== undefined) {
    const statement = query.length > 200 ? `${query.slice(0, 200)}…` : query
    const driver = cause && depth < 3 ? `: ${loggableError(cause, depth + 1)}` : ''
    return `${label}: failed query (values withheld) ${statement}${driver}`
  }
  // nodemailer: a command the mail server refused; its reply text names people.
  if (typeof responseCode === 'number') {
    const parts = [code, command, responseCode].filter((part) => part !== undefined)
    return `${label}: the mail server refused (${parts.join(' ')})`
  }
  const text = typeof message === 'string' ? message : ''
  const withCode = typeof code === 'string' && !text.includes(code) ? ` [${code}]` : ''
  return mask(`${label}: ${text}${withCode}`)
}

function mask(text: string): string {
  return text.replace(address, '<address>')
}
