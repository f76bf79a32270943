import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { staleIfError } from '@/server/contentSnapshot'

const dir = mkdtempSync(path.join(tmpdir(), 'vonk-snapshot-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())

const unreachable = () => Promise.reject(new Error('The database cannot be reached'))

describe('content reads while the database cannot be reached', () => {
  it('give the result last read under the same key', async () => {
    const settings = { agencyName: 'Vonk Digital', email: 'hallo@vonkdigital.nl' }
    expect(await staleIfError('global site-settings nl 1', async () => settings, dir)).toEqual(
      settings,
    )
    expect(await staleIfError('global site-settings nl 1', unreachable, dir)).toEqual(settings)
    // Another key (another language) was never read: the error stands.
    await expect(staleIfError('global site-settings en 1', unreachable, dir)).rejects.toThrow(
      'cannot be reached',
    )
  })

  it('keep the newest result, written once while it does not change', async () => {
    await staleIfError('find faqs nl order', async () => ['oud'], dir)
    const files = readdirSync(dir).length
    await staleIfError('find faqs nl order', async () => ['nieuw'], dir)
    await staleIfError('find faqs nl order', async () => ['nieuw'], dir)
    expect(readdirSync(dir)).toHaveLength(files)
    expect(await staleIfError('find faqs nl order', unreachable, dir)).toEqual(['nieuw'])
  })

  it('never stand in during the build, which must fail rather than bake old content', async () => {
    await staleIfError('find pages nl ', async () => ['pagina'], dir)
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    await expect(staleIfError('find pages nl ', unreachable, dir)).rejects.toThrow()
  })
})
