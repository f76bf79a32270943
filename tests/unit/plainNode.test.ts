import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * `server.ts` and `cache-handler.mjs` run in plain Node (types stripped, no bundler),
 * so everything they import must load there: relative paths with their extension, no
 * `@/` alias. Checked by loading each entry's imports in a child Node, as production
 * loads them (a `@/` import in one of them broke every instance of test:cluster).
 */
const modules = [
  'src/lib/redisClient.ts',
  'src/lib/serving.ts',
  'src/lib/instances.ts',
  'src/lib/http/clientAddress.ts',
  'src/lib/securityHeaders.ts',
  'src/lib/http/contentEpoch.ts',
  'src/lib/http/htmlDelivery.ts',
  'src/lib/http/htmlPass.ts',
  'src/lib/http/pageMemory.ts',
  'src/lib/http/staticAssets.ts',
  'src/lib/http/perRequestCompression.ts',
  'src/lib/http/bodyLimit.ts',
  'src/lib/http/imageGate.ts',
  'src/lib/http/shutdown.ts',
  'src/lib/lifecycle.ts',
]

describe('what plain Node loads', () => {
  it.each(modules)('%s loads without a bundler', (file) => {
    const url = new URL(`file://${path.resolve(file)}`).href
    const run = () =>
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `await import(${JSON.stringify(url)})`],
        {
          stdio: 'pipe',
          env: { ...process.env, NODE_ENV: 'production' },
        },
      )
    expect(run).not.toThrow()
  })
})
