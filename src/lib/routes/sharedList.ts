import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { redisPrefix, sharedMode } from '@/lib/instances'
import { sharedRedis } from '@/lib/redis'

/** A write comes from a save or a start, not a visitor's request: it may take longer. */
const writeWithinMs = 5_000

/**
 * A small JSON value every instance reads (the proxy's known paths and redirects),
 * kept in Redis with a version stamp. A reader asks for the version on each call (one
 * round trip) and fetches the value only when it changed, so a write on one instance
 * is seen by the next request on any other. While Redis cannot answer, or after it
 * came back empty (it keeps no data on disk), a reader keeps the value it read last:
 * the lists change only when an editor saves, and each instance writes them at start.
 */
export function sharedValue<T>(name: string) {
  let copy: { version: string; value: T } | null = null
  const keys = () => {
    const base = `${redisPrefix()}:routing:${name}`
    return { value: base, version: `${base}:version` }
  }
  return {
    async read(): Promise<T | null> {
      const redis = sharedRedis()
      if (!redis) return null
      const { value, version } = keys()
      try {
        const current = await redis.ask((client) => client.get(version))
        if (current !== null && copy?.version !== current) {
          const stored = await redis.ask((client) => client.get(value))
          if (stored !== null) copy = { version: current, value: JSON.parse(stored) as T }
        }
      } catch {
        // Redis is out: the last value read (src/lib/redisClient.ts logs the outage).
      }
      return copy?.value ?? null
    },
    async write(next: T): Promise<void> {
      const redis = sharedRedis()
      if (!redis) return
      const { value, version } = keys()
      // A stamp, not a counter: a Redis that came back empty restarts no count, so a
      // reader's old version can never match a new value.
      const stamp = `${Date.now()}-${crypto.randomUUID()}`
      await redis.connected(writeWithinMs) // at start the connection may still be opening
      await redis.ask(
        (client) => client.multi().set(value, JSON.stringify(next)).set(version, stamp).exec(),
        writeWithinMs,
      )
    },
  }
}

/**
 * A list the proxy reads on every request (the known paths, the redirects): one machine
 * keeps it in a small file next to its database, read again only when the file changed;
 * several instances share it through Redis (`sharedValue`). `derive` builds what the
 * proxy looks things up in (a Set, a Map) once per change. `read` gives null while
 * there is no list yet.
 */
export function storedList<T, D>(name: string, file: () => string, derive: (list: T[]) => D) {
  const shared = sharedValue<T[]>(name)
  // What `result` was derived from: the shared list itself, or the file's mtime.
  let derived: { from: unknown; result: D } | null = null
  return {
    async read(): Promise<D | null> {
      if (sharedMode()) {
        const list = await shared.read()
        if (list === null) return null
        if (derived?.from !== list) derived = { from: list, result: derive(list) }
        return derived.result
      }
      try {
        const { mtimeMs } = statSync(file())
        if (derived?.from !== mtimeMs) {
          const list = JSON.parse(readFileSync(file(), 'utf8')) as T[]
          derived = { from: mtimeMs, result: derive(list) }
        }
        return derived.result
      } catch {
        return null // no file yet
      }
    },
    async write(list: T[]): Promise<void> {
      if (sharedMode()) return shared.write(list)
      const target = file()
      mkdirSync(path.dirname(target), { recursive: true })
      const temporary = `${target}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(list, null, 1))
      renameSync(temporary, target) // atomic: the proxy never reads half a file
    },
  }
}
