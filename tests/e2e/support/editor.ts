import { expect, type APIRequestContext } from '@playwright/test'

import { e2eAdmin } from './env'

/**
 * This worker's own staff account (role admin: the tests act for staff in general;
 * the role tests in roles.spec.ts use accounts of each role). Payload keeps a user's sessions in one list on the
 * user record; two logins of the same user at the same moment can each write the list
 * without the other's session, and one token is then refused ("You are not allowed").
 * One account per worker, logged in once, keeps parallel workers from racing.
 */
export function editorCredentials(): { email: string; password: string } {
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0'
  return { email: `e2e-editor-w${worker}@vonkdigital.test`, password: 'e2e-Worker-password-1' }
}

async function tokenOf(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  return ((await response.json()) as { token: string }).token
}

/** A token of the first admin, which the server created at start. */
async function firstAccountToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  expect(login.ok(), 'the first admin account to log in with').toBe(true)
  return tokenOf(login)
}

/** Creates this worker's account; retried, since the first account is shared by workers. */
async function createWorkerAccount(request: APIRequestContext): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const headers = { Authorization: `JWT ${await firstAccountToken(request)}` }
    const created = await request.post('/api/users', {
      headers,
      data: { ...editorCredentials(), roles: ['admin'] },
    })
    // 400: the account exists already (an earlier worker process with this index).
    if (created.ok() || created.status() === 400 || attempt === 3) return
  }
}

let workerToken: Promise<string> | undefined

async function logInWorker(request: APIRequestContext): Promise<string> {
  let login = await request.post('/api/users/login', { data: editorCredentials() })
  if (login.status() === 401) {
    await createWorkerAccount(request)
    login = await request.post('/api/users/login', { data: editorCredentials() })
  }
  expect(login.ok(), `the worker's editor account to log in with: ${await login.text()}`).toBe(true)
  return tokenOf(login)
}

/** A token for this worker's editor account, logged in once per worker. */
export function editorToken(request: APIRequestContext): Promise<string> {
  workerToken ??= logInWorker(request).catch((error: unknown) => {
    workerToken = undefined
    throw error
  })
  return workerToken
}
