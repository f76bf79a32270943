import { describe, expect, it } from 'vitest'

import { blockingAfterFirstPaint, unionLength } from '../../scripts/bench/blocking'
import type { TraceEvent } from '../../scripts/bench/blocking'

const main = { pid: 1, tid: 7 }
/** A complete event on the main thread, times in ms. */
const event = (name: string, start: number, duration: number, thread = main): TraceEvent => ({
  name,
  ph: 'X',
  ts: start * 1000,
  dur: duration * 1000,
  ...thread,
})
const paintAt = (at: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at * 1000,
  ...main,
})

describe('blocking time after the first paint', () => {
  it('counts what each long task after the paint lasts beyond 50 ms', () => {
    const trace = [
      paintAt(100),
      event('RunTask', 20, 70), // before the paint: not counted
      event('RunTask', 200, 120), // 70 ms blocking
      event('RunTask', 400, 40), // short: not counted
      event('RunTask', 500, 51), // 1 ms
    ]
    const result = blockingAfterFirstPaint(trace)
    expect(result.blockingMs).toBeCloseTo(71)
    expect(result.longTaskMs).toBeCloseTo(171)
  })

  it('counts only the part after the paint of a task that started before it', () => {
    const result = blockingAfterFirstPaint([paintAt(100), event('RunTask', 60, 120)])
    expect(result.blockingMs).toBeCloseTo(30) // 80 ms after the paint
  })

  it('reads the renderer that painted, not other threads', () => {
    const other = { pid: 2, tid: 9 }
    const result = blockingAfterFirstPaint([paintAt(0), event('RunTask', 10, 300, other)])
    expect(result.blockingMs).toBe(0)
  })

  it('says what the long tasks spent their time on, nested events once', () => {
    const trace = [
      paintAt(0),
      event('RunTask', 10, 200),
      event('UpdateLayoutTree', 10, 30),
      event('Layout', 40, 60),
      event('EvaluateScript', 100, 100),
      event('FunctionCall', 120, 50), // inside EvaluateScript
      event('RunTask', 300, 20),
      event('Layout', 300, 20), // in a short task: not blocking work
    ]
    expect(blockingAfterFirstPaint(trace).work).toEqual({
      style: 30,
      layout: 60,
      script: 100,
      parse: 0,
    })
  })

  it('refuses a trace without a first paint', () => {
    expect(() => blockingAfterFirstPaint([event('RunTask', 0, 100)])).toThrow(/first contentful/)
  })
})

describe('unionLength', () => {
  it('merges overlapping and nested spans', () => {
    expect(
      unionLength([
        { start: 0, end: 10 },
        { start: 5, end: 15 },
        { start: 2, end: 3 },
        { start: 20, end: 25 },
      ]),
    ).toBe(20)
  })
})
