/**
 * The throwaway Redis and S3 servers that `test:cluster` and `test:edge` start next to
 * their PostgreSQL cluster (postgres.ts), on loopback ports, with everything under one
 * folder of the run.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/**
 * Installs a Debian package when this runs as root (a fresh CI machine); true when it
 * did. Elsewhere nothing is installed: the caller says what is missing.
 */
export function installAsRoot(debianPackage: string): boolean {
  if (process.getuid?.() !== 0) return false
  console.log(`Installing ${debianPackage} (apt-get install -y ${debianPackage})…`)
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return true
}

/**
 * The run's folder. PostgreSQL runs as the `postgres` user, who must reach it: a private
 * /tmp or /var/tmp (mode 0700, as on some machines) would stop it. So the first of the
 * system's temporary folder, /var/tmp and the project's own `tmp/` (ignored by git)
 * that every user can pass through.
 */
export function scratchDir(prefix: string): string {
  const projectTmp = path.resolve('tmp')
  const scratch = [tmpdir(), '/var/tmp', projectTmp].find(everyoneCanEnter) ?? projectTmp
  mkdirSync(scratch, { recursive: true })
  return mkdtempSync(path.join(scratch, prefix))
}

/** Whether the folder, and each one above it, lets other users through (o+x). */
function everyoneCanEnter(dir: string): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (!existsSync(at) || (statSync(at).mode & 0o001) === 0) return false
    if (path.dirname(at) === at) return true
  }
}

/**
 * Redis as a daemon with a pid file: tests/cluster stops it in the middle of the run and
 * starts it again the same way (CLUSTER_REDIS), and the end of the run ends whichever
 * one is running then. It keeps nothing on disk, so a restart comes back empty.
 */
export type RedisDaemon = { command: string; args: string[]; pidfile: string; url: string }

export function redisDaemon(command: string, dir: string, port: number): RedisDaemon {
  const pidfile = path.join(dir, 'redis.pid')
  return {
    command,
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--dir',
      dir,
      '--pidfile',
      pidfile,
      '--logfile',
      path.join(dir, 'redis.log'),
    ],
    pidfile,
    url: `redis://127.0.0.1:${port}`,
  }
}

export function startRedis(redis: RedisDaemon): void {
  execFileSync(redis.command, redis.args, { stdio: 'inherit' })
}

export function stopRedis(redis: RedisDaemon): void {
  try {
    process.kill(Number(readFileSync(redis.pidfile, 'utf8').trim()), 'SIGKILL')
  } catch {
    // not running
  }
}

/** An S3-compatible server (s3rver) with the one bucket the instances share. */
export async function startS3(dir: string, port: number, bucket: string): Promise<S3rver> {
  mkdirSync(path.join(dir, 's3'))
  const s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: bucket }],
  })
  await s3.run()
  return s3
}
