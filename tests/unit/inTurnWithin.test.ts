import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { inTurnWithin } from '@/cms/routing'

/** Three reads that note how many of them run at the same moment. */
function reads() {
  let running = 0
  let most = 0
  const read = (value: string) => async () => {
    running++
    most = Math.max(most, running)
    await new Promise((resolve) => setTimeout(resolve, 10))
    running--
    return value
  }
  return { list: [read('a'), read('b'), read('c')] as const, most: () => most }
}

describe('database reads inside and outside a transaction', () => {
  it("one at a time inside a request's transaction (one PostgreSQL connection)", async () => {
    const { list, most } = reads()
    const req = { transactionID: 1 } as unknown as PayloadRequest
    expect(await inTurnWithin(req, [...list])).toEqual(['a', 'b', 'c'])
    expect(most()).toBe(1)
  })

  it('side by side through the pool', async () => {
    const { list, most } = reads()
    expect(await inTurnWithin(undefined, [...list])).toEqual(['a', 'b', 'c'])
    expect(most()).toBe(3)
    const withoutTransaction = {} as PayloadRequest
    const again = reads()
    expect(await inTurnWithin(withoutTransaction, [...again.list])).toEqual(['a', 'b', 'c'])
    expect(again.most()).toBe(3)
  })
})
