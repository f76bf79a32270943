import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { payloadSecret } from '@/lib/secret'

describe('PAYLOAD_SECRET', () => {
  const dirs: string[] = []
  const freshDir = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vonk-secret-')), 'data')
    dirs.push(path.dirname(dir))
    return dir
  }
  afterEach(() => {
    delete process.env.PAYLOAD_SECRET
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is generated once into a private file when not set, then reused', () => {
    delete process.env.PAYLOAD_SECRET
    const dir = freshDir()
    const first = payloadSecret(dir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret(dir)).toBe(first)
    const file = path.join(dir, '.payload-secret')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o077).toBe(0)
  })

  it('comes from the environment when set', () => {
    process.env.PAYLOAD_SECRET = 'from-env'
    expect(payloadSecret(freshDir())).toBe('from-env')
  })
})
