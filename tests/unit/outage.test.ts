import { describe, expect, it, vi } from 'vitest'

import { backoffMs, outageLog } from '@/lib/mail/outage'

describe('retrying while the database is down', () => {
  it('waits twice as long after each failure, from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => backoffMs(failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('logs an outage once when it starts and once when it ends, however many attempts fail', () => {
    const log = { error: vi.fn(), info: vi.fn() }
    let clock = 0
    const outage = outageLog('[mail] db', log, () => clock)
    outage.succeeded()
    for (let attempt = 0; attempt < 6; attempt++) outage.failed(new Error('SQLITE_BUSY'))
    clock = 12_000
    outage.succeeded()
    outage.succeeded()
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.info.mock.calls[0]?.[0]).toContain('12 s')

    outage.failed(new Error('again'))
    expect(log.error).toHaveBeenCalledTimes(2)
  })
})
