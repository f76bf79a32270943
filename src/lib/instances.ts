/**
 * Several instances behind a load balancer: switched on by `REDIS_URL`. Then the
 * instances share PostgreSQL (`DATABASE_URL`), Redis (Next.js's cache and tag
 * expiry, rate limits, the proxy's routes, locks for scheduled jobs) and an
 * S3-compatible bucket for media, and one `PAYLOAD_SECRET`. Without `REDIS_URL` the site
 * runs on one machine: SQLite, files on disk, limits in memory. Plain Node (server.ts
 * imports it with its extension).
 */
type Env = Record<string, string | undefined>

export type SharedStorage = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export function sharedMode(env: Env = process.env): boolean {
  return Boolean(env.REDIS_URL)
}

/** The S3-compatible storage for media, when configured (`S3_BUCKET` and keys). */
export function sharedStorage(env: Env = process.env): SharedStorage | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  }
}

/**
 * What several instances cannot run without, each with the reason; empty when the
 * configuration holds (or when running on one machine).
 */
export function missingForSharedMode(env: Env = process.env): string[] {
  if (!sharedMode(env)) return []
  const missing: string[] = []
  if (!env.PAYLOAD_SECRET) {
    missing.push(
      'PAYLOAD_SECRET (each instance would generate its own and refuse the others’ sessions)',
    )
  }
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    missing.push('DATABASE_URL=postgres://… (SQLite is a file of one machine)')
  }
  const storage = sharedStorage(env)
  if (!storage || !storage.accessKeyId || !storage.secretAccessKey) {
    missing.push(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (uploads must reach every instance)',
    )
  }
  return missing
}

/** The prefix of every Redis key of this site (several sites may share a server). */
export function redisPrefix(env: Env = process.env): string {
  return env.REDIS_PREFIX || 'vonk'
}

/** The key prefix of Next.js's page cache in Redis (cache-handler.mjs uses the same). */
export function pageCachePrefix(env: Env = process.env): string {
  return `${redisPrefix(env)}:cache:`
}
