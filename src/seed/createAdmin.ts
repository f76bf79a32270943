/**
 * `npm run create-admin [email]`: creates an admin account from the command line,
 * the way to get the first admin in production besides ADMIN_EMAIL/ADMIN_PASSWORD.
 * Asks for what is not given (ADMIN_EMAIL, ADMIN_PASSWORD or the prompt; the password
 * is not echoed).
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrate } from '@/cms/migrate'
import { isAcceptablePassword, minimumPasswordLength } from '@/lib/password'

import { createAdminAccount } from './admin'

/**
 * One reader for every answer: its line iterator buffers what arrives early (a piped
 * answer file), where a second prompt would lose it. Typed passwords are not echoed.
 */
let muted = false
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk)
    done()
  },
})
let lines: AsyncIterator<string> | undefined
let reader: ReturnType<typeof createInterface> | undefined

async function ask(question: string, hidden = false): Promise<string> {
  reader ??= createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY })
  lines ??= reader[Symbol.asyncIterator]()
  process.stdout.write(question)
  muted = hidden
  const { value } = await lines.next()
  muted = false
  if (hidden) process.stdout.write('\n')
  return String(value ?? '').trim()
}

const email = process.argv[2] || process.env.ADMIN_EMAIL || (await ask('Email: '))
const password =
  process.env.ADMIN_PASSWORD ||
  (await ask(`Password (${minimumPasswordLength}+ characters): `, true))
reader?.close()
if (!email.includes('@') || !isAcceptablePassword(password)) {
  console.error(
    `An email address and a password of at least ${minimumPasswordLength} characters are needed.`,
  )
  process.exit(1)
}
const payload = await getPayload({ config })
await migrate(payload)
const outcome = await createAdminAccount(payload, email, password)
console.log(
  outcome === 'created'
    ? `Admin account ${email} created.`
    : `An account ${email} exists already; nothing changed.`,
)
process.exit(outcome === 'created' ? 0 : 1)
