import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { privateDir } from '@/lib/privateFiles'

/**
 * `PAYLOAD_SECRET` when set; otherwise one generated on first use and kept in a
 * git-ignored file, so a fresh clone runs without committing a secret.
 */
export function payloadSecret(dataDir = path.resolve(process.cwd(), 'data')): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  // Several instances must share one secret: a generated one would be this machine's.
  if (process.env.REDIS_URL) throw new Error('PAYLOAD_SECRET is required when REDIS_URL is set')
  const file = path.join(dataDir, '.payload-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    privateDir(dataDir)
    const secret = randomBytes(32).toString('hex')
    // `wx`: when two processes race, the second one fails here and reads the winner's secret.
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}
