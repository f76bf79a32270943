import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const seedRoot = path.resolve(process.cwd(), 'content/seed')

export function readSeedFile<T = Record<string, unknown>>(relative: string): T {
  return JSON.parse(readFileSync(path.join(seedRoot, relative), 'utf8')) as T
}

/** Every JSON record of a seed folder, in file-name order. */
export function readSeedFolder<T = Record<string, unknown>>(
  folder: string,
): { name: string; data: T }[] {
  return readdirSync(path.join(seedRoot, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      data: readSeedFile<T>(path.join(folder, file)),
    }))
}
