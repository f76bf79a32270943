/**
 * The services of "several instances" on loopback ports, for `test:image` and
 * `test:chaos`: PostgreSQL (postgres.ts), Redis and the S3 server (services.ts) and the
 * tests' mail sink, all under one scratch folder, ended together by `stop()`. Ports:
 * base + 0 PostgreSQL, + 1 Redis, + 2 S3, + 3 SMTP, + 4 the mail sink's control.
 *
 * Not `runStack` (stack.ts, for test:cluster and test:edge): these two neither migrate
 * nor build (the image migrates itself; chaos runs the build it is given), and chaos
 * needs the faults: PostgreSQL restarted, SMTP taken down, the sink's messages read.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { openSync, rmSync } from 'node:fs'
import path from 'node:path'

import type S3rver from 's3rver'

import { type Cluster, startPostgres } from './postgres.ts'
import { redisServerBinary, waitFor } from './stack.ts'
import {
  type RedisDaemon,
  redisDaemon,
  scratchDir,
  startRedis,
  startS3,
  stopRedis,
} from './services.ts'

export type Stack = {
  dir: string
  postgres: Cluster
  redis: RedisDaemon
  mail: { smtpPort: number; control: string }
  /** The environment every instance shares (DATABASE_URL, REDIS_URL, S3_*, SMTP_URL, …). */
  env: Record<string, string>
  /** The mail sink's messages. */
  messages: () => Promise<SinkMessage[]>
  /** Restarts PostgreSQL (pg_ctl restart, fast: connections are cut) and waits for it. */
  restartPostgres: () => void
  /** Takes the mail sink's SMTP side down or up. */
  smtp: (up: boolean) => Promise<void>
  stop: () => Promise<void>
}

export { waitFor }

export type SinkMessage = { to: string[]; subject: string; text: string }

export const bucket = 'vonk-media'
export const notifyTo = 'leads@vonkdigital.test'

export async function startStack(prefix: string, base: number): Promise<Stack> {
  const dir = scratchDir(prefix)
  const redis = redisDaemon(redisServerBinary(), dir, base + 1)
  let postgres: Cluster | undefined
  let s3: S3rver | undefined
  let sink: ChildProcess | undefined
  const stop = async () => {
    if (sink?.pid) {
      try {
        process.kill(-sink.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    stopRedis(redis)
    await s3?.close().catch(() => undefined)
    postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    postgres = startPostgres(dir, base)
    startRedis(redis)
    s3 = await startS3(dir, base + 2, bucket)
    const sinkLog = openSync(path.join(dir, 'mail-sink.log'), 'a')
    sink = spawn('node', ['tests/e2e/support/mail-sink.mjs'], {
      detached: true,
      stdio: ['ignore', sinkLog, sinkLog],
      env: {
        ...process.env,
        MAIL_SINK_SMTP_PORT: String(base + 3),
        MAIL_SINK_CONTROL_PORT: String(base + 4),
      },
    })
    const control = `http://127.0.0.1:${base + 4}`
    await waitFor(`${control}/__control`, 'the mail sink', 30_000)
    return {
      dir,
      postgres,
      redis,
      mail: { smtpPort: base + 3, control },
      env: {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        PAYLOAD_SECRET: `${prefix}secret-shared-by-every-instance`,
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${base + 2}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
        SMTP_URL: `smtp://127.0.0.1:${base + 3}`,
        LEAD_NOTIFY_TO: notifyTo,
        MEDIA_DIR: path.join(dir, 'no-media-here'),
      },
      restartPostgres: () => postgres?.restart(),
      messages: async () => (await (await fetch(`${control}/messages`)).json()) as SinkMessage[],
      smtp: async (up) => {
        await fetch(`${control}/smtp/${up ? 'start' : 'stop'}`, { method: 'POST' })
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A lead's notification (to LEAD_NOTIFY_TO, naming the email) and confirmation (to it). */
export function mailsOf(all: SinkMessage[], email: string) {
  return {
    notifications: all.filter(
      (message) => message.to.includes(notifyTo) && message.text.includes(email),
    ).length,
    confirmations: all.filter((message) => message.to.includes(email)).length,
  }
}
