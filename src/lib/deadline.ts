/**
 * A promise that gives up after `ms`. Plain Node (cache-handler.mjs imports it with its
 * extension), no imports.
 */
export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'DeadlineExceeded'
  }
}

/**
 * `work`'s result, or DeadlineExceeded when it has none after `ms`. The verdict waits
 * one turn of the event loop past the timer: after a stall of the loop (a long render)
 * timers run before pending I/O is read, and an answer already waiting in the socket
 * must not count as late. `work` carries on; its late result is dropped.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      finish()
    }
    const timer = setTimeout(
      () => setImmediate(() => settle(() => reject(new DeadlineExceeded(ms)))),
      ms,
    )
    work.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    )
  })
}
