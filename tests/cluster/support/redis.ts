import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { createClient } from 'redis'

/**
 * The Redis server of the cluster run (scripts/test-cluster.ts starts it as a daemon
 * with a pid file and passes how in CLUSTER_REDIS), so a test can stop it in the
 * middle of the run and start it again; the script ends whichever one runs at the end.
 */
type Control = { command: string; args: string[]; pidfile: string; url: string }

function control(): Control {
  const raw = process.env.CLUSTER_REDIS
  if (!raw) throw new Error('CLUSTER_REDIS is not set: run through npm run test:cluster')
  return JSON.parse(raw) as Control
}

const pid = () => Number(readFileSync(control().pidfile, 'utf8').trim())

function alive(processId: number): boolean {
  try {
    process.kill(processId, 0)
    return true
  } catch {
    return false
  }
}

/** A hung server: connections stay open and take commands, nothing answers. */
export const freezeRedis = () => process.kill(pid(), 'SIGSTOP')
export const thawRedis = () => process.kill(pid(), 'SIGCONT')

/** A crash: the server is gone at once, and with it its data (it keeps none on disk). */
export async function killRedis(): Promise<void> {
  const processId = pid()
  process.kill(processId, 'SIGKILL')
  while (alive(processId)) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Starts it again, as the run started it (it daemonizes and writes its pid file). */
export function startRedis(): void {
  const { command, args } = control()
  execFileSync(command, args, { stdio: 'inherit' })
}

/** The names of the clients connected to Redis right now (each instance names its own). */
export async function connectedClients(): Promise<string[]> {
  // One attempt: while the server is down the caller polls.
  const client = createClient({ url: control().url, socket: { reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    const list = await client.clientList()
    return list.map((entry) => entry.name).filter(Boolean)
  } catch {
    return []
  } finally {
    if (client.isOpen) client.destroy()
  }
}
