/**
 * Blocking time after the first paint, read from a Chromium trace of a page load at a
 * phone's CPU speed (4× slower), with what the long tasks spent their time on.
 *
 * Lighthouse's simulated TBT places the tasks it observed at full speed on a simulated
 * timeline, so one run's figure moves with where a task lands next to FCP: single runs of
 * one page spread over 100–300 ms on a busy 2-core machine. A trace taken with the CPU
 * really slowed down counts the tasks as they ran, which varies far less.
 */

/** The fields of a Chrome trace event this file reads. */
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

/** Time inside the long tasks after the first paint, by what it was spent on, in ms. */
export type Work = { style: number; layout: number; script: number; parse: number }
export type Blocking = {
  /** As TBT counts it: what each task after the first paint lasted beyond 50 ms. */
  blockingMs: number
  /** The long tasks (over 50 ms) after the first paint, in ms, summed. */
  longTaskMs: number
  work: Work
}

const LONG_TASK_MS = 50
const WORK_EVENTS: Record<keyof Work, readonly string[]> = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  script: ['EvaluateScript', 'FunctionCall', 'v8.compile', 'RunMicrotasks'],
  parse: ['ParseHTML'],
}

type Span = { start: number; end: number }

/** The length of the union of spans (nested events are counted once). */
export function unionLength(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  let total = 0
  let current: Span | undefined
  for (const span of sorted) {
    if (current && span.start <= current.end) {
      current.end = Math.max(current.end, span.end)
    } else {
      if (current) total += current.end - current.start
      current = { ...span }
    }
  }
  return current ? total + current.end - current.start : total
}

const spanOf = (event: TraceEvent): Span => ({ start: event.ts, end: event.ts + (event.dur ?? 0) })
const ms = (microseconds: number) => microseconds / 1000

/**
 * The blocking time of the main frame's renderer after its first contentful paint. A task
 * that started before the paint counts with the part after it, as in Lighthouse.
 */
export function blockingAfterFirstPaint(events: readonly TraceEvent[]): Blocking {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('The trace has no first contentful paint')
  const clipped = (span: Span): Span => ({ start: Math.max(span.start, paint.ts), end: span.end })
  const onMain = (event: TraceEvent) =>
    event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X'
  const longTasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask')
    .map((task) => clipped(spanOf(task)))
    .filter((task) => ms(task.end - task.start) > LONG_TASK_MS)
  const inLongTask = (span: Span) =>
    longTasks.some((task) => span.start < task.end && span.end > task.start)
  const work = Object.fromEntries(
    Object.entries(WORK_EVENTS).map(([kind, names]) => {
      const spans = events
        .filter((event) => onMain(event) && names.includes(event.name))
        .map((event) => clipped(spanOf(event)))
        .filter((span) => span.end > span.start && inLongTask(span))
      return [kind, ms(unionLength(spans))]
    }),
  ) as Work
  const lengths = longTasks.map((task) => ms(task.end - task.start))
  return {
    blockingMs: lengths.reduce((sum, length) => sum + length - LONG_TASK_MS, 0),
    longTaskMs: lengths.reduce((sum, length) => sum + length, 0),
    work,
  }
}
