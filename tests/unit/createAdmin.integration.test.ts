import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { payload, startPayload } from './support/startPayload'

/**
 * `npm run create-admin` as the README gives it, on a throwaway database: the answers
 * typed at its prompts arrive on stdin, as from a person at a terminal.
 */
startPayload('create-admin')
// Neither may answer for the prompt.
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD

/** Runs the command, types `answers` line by line, and waits for it to end. */
function createAdmin(args: string[], answers: string[]) {
  const child = spawn('npm', ['run', 'create-admin', ...(args.length ? ['--', ...args] : [])], {
    env: process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stdin.end(answers.map((answer) => `${answer}\n`).join(''))
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  )
}

async function accounts() {
  return (await payload.find({ collection: 'users', depth: 0, pagination: false })).docs
}

describe('npm run create-admin', () => {
  it('asks for the email and the password, and refuses a short password', async () => {
    const refused = await createAdmin([], ['boss@example.nl', 'too-short'])
    expect(refused.output).toContain('Email: ')
    expect(refused.output).toContain('Password (12+ characters): ')
    expect(refused.output).toContain('a password of at least 12 characters')
    expect(refused.status).toBe(1)
    expect(await accounts()).toEqual([])
  })

  it('creates an admin account with the password typed at the prompt, once', async () => {
    const password = 'een-lang-wachtwoord-42'
    const created = await createAdmin(['boss@example.nl'], [password])
    expect(created.output).toContain('Admin account boss@example.nl created.')
    expect(created.status, created.output).toBe(0)
    // The password is not echoed.
    expect(created.output).not.toContain(password)

    const users = await accounts()
    expect(users.map(({ email, roles }) => ({ email, roles }))).toEqual([
      { email: 'boss@example.nl', roles: ['admin'] },
    ])
    const login = await payload.login({
      collection: 'users',
      data: { email: 'boss@example.nl', password },
    })
    expect(login.user?.email).toBe('boss@example.nl')

    const again = await createAdmin(['boss@example.nl'], ['nog-een-lang-wachtwoord'])
    expect(again.output).toContain('An account boss@example.nl exists already; nothing changed.')
    expect(again.status).toBe(1)
    expect(await accounts()).toHaveLength(1)
  })
})
