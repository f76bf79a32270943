import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Instances A and B behind the edge, started exactly as `npm start` (each in its own
 * process group, whose id goes into a pid file so scripts/test-edge.ts ends it whatever
 * happens), stopped as systemd stops a service: SIGTERM to the whole group.
 */
type Control = { env: Record<string, string>; ports: { a: number; b: number }; pidDir: string }

function control(): Control {
  const raw = process.env.EDGE_INSTANCES
  if (!raw) throw new Error('EDGE_INSTANCES is not set: run through npm run test:edge')
  return JSON.parse(raw) as Control
}

export type Name = 'a' | 'b'

const groups = new Map<Name, number>()

export const instanceOrigin = (name: Name) => `http://127.0.0.1:${control().ports[name]}`

export function instanceEnv(): Record<string, string> {
  return control().env
}

export function startInstance(name: Name): void {
  const { env, ports, pidDir } = control()
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, PORT: String(ports[name]) },
  })
  if (child.pid === undefined) throw new Error(`instance ${name} did not start`)
  groups.set(name, child.pid)
  writeFileSync(path.join(pidDir, `instance-${name}.pid`), String(child.pid))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The readiness of an instance asked directly (not through the edge): status and body. */
export async function readinessOf(name: Name): Promise<{ status: number; body: string } | null> {
  try {
    const answer = await fetch(`${instanceOrigin(name)}/health/ready`)
    return { status: answer.status, body: await answer.text() }
  } catch {
    return null
  }
}

export async function waitUntilReady(name: Name, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await readinessOf(name))?.status === 200) return
    await sleep(250)
  }
  throw new Error(`instance ${name} did not become ready`)
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** SIGTERM to the group, as `systemctl stop` does; resolves when every process of it ended. */
export async function stopInstance(name: Name, timeoutMs = 60_000): Promise<void> {
  const group = groups.get(name)
  if (group === undefined) throw new Error(`instance ${name} is not running`)
  process.kill(-group, 'SIGTERM')
  const deadline = Date.now() + timeoutMs
  while (groupAlive(group)) {
    if (Date.now() > deadline) throw new Error(`instance ${name} did not stop`)
    await sleep(100)
  }
  groups.delete(name)
}
