import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { logWatcher, runStack } from '../../scripts/support/stack'

/** The runner shared by test:cluster and test:edge (scripts/support/stack.ts). */
describe('logWatcher', () => {
  const message = 'Calling client.query() when the client is already executing a query'

  it('finds a forbidden message that arrives in two chunks', () => {
    const watcher = logWatcher([message])
    const feed = watcher.stream()
    feed(`some output\n${message.slice(0, 20)}`)
    expect(watcher.found.size).toBe(0)
    feed(`${message.slice(20)}\nmore output`)
    expect([...watcher.found]).toEqual([message])
  })

  it('does not join the output of two streams into a message', () => {
    const watcher = logWatcher([message])
    watcher.stream()(message.slice(0, 20))
    watcher.stream()(message.slice(20))
    expect(watcher.found.size).toBe(0)
  })
})

describe('runStack', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('says why it cannot run, runs no tests and leaves no folder behind', async () => {
    const errors: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const name = `unit-${process.pid}`
    const tests = vi.fn(async () => 0)

    const status = await runStack(
      {
        name,
        portBase: 1,
        distDir: '.next-never',
        rebuild: false,
        preconditions: async () => ['caddy is not installed'],
      },
      tests,
    )

    expect(status).toBe(1)
    expect(tests).not.toHaveBeenCalled()
    expect(JSON.stringify(errors)).toContain('caddy is not installed')
    expect(existsSync('.next-never')).toBe(false)
    const left = [tmpdir(), '/var/tmp', 'tmp'].flatMap((folder) =>
      existsSync(folder) ? readdirSync(folder).filter((entry) => entry.includes(name)) : [],
    )
    expect(left).toEqual([])
  })
})
