import { redisPrefix } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

/**
 * A small JSON value every instance reads (the proxy's known paths and redirects),
 * kept in Redis with a version number. A reader asks for the version on each call (one
 * round trip) and fetches the value only when it changed, so a write on one instance
 * is seen by the next request on any other.
 */
export function sharedValue<T>(name: string) {
  let copy: { version: string; value: T } | null = null
  const keys = () => {
    const base = `${redisPrefix()}:routing:${name}`
    return { value: base, version: `${base}:version` }
  }
  return {
    async read(): Promise<T | null> {
      const client = await sharedRedis()
      if (!client) return null
      const { value, version } = keys()
      const current = await client.get(version)
      if (current === null) return null
      if (copy?.version !== current) {
        const stored = await client.get(value)
        copy = stored === null ? null : { version: current, value: JSON.parse(stored) as T }
      }
      return copy?.value ?? null
    },
    async write(next: T): Promise<void> {
      const client = await sharedRedis()
      if (!client) return
      const { value, version } = keys()
      await client.multi().set(value, JSON.stringify(next)).incr(version).exec()
    },
  }
}
