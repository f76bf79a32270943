/**
 * Beacons wait here and are written in batches (one INSERT of up to `batch` rows), so the
 * endpoint answers without waiting for the database and a busy second costs a handful of
 * writes instead of a thousand. What is held is lost if the process dies (at most
 * `intervalMs` of beacons: statistics, not records); a stop flushes it first
 * (src/lib/lifecycle.ts). A failing database never backs up into the endpoint: past
 * `capacity` new beacons are dropped, and a batch that cannot be written is dropped with
 * a log line.
 */
export type BufferOptions = { batch: number; intervalMs: number; capacity: number }

export const defaultBufferOptions: BufferOptions = {
  batch: 500,
  intervalMs: 1_000,
  capacity: 20_000,
}

export class BeaconBuffer<Row> {
  private rows: Row[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private writing: Promise<void> = Promise.resolve()
  /** Beacons dropped since the last log line (full buffer or failed write). */
  dropped = 0

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    private readonly options: BufferOptions = defaultBufferOptions,
    private readonly log: (message: string) => void = console.error,
  ) {}

  /** False when the buffer is full and the row was dropped. */
  add(row: Row): boolean {
    if (this.rows.length >= this.options.capacity) {
      this.dropped += 1
      return false
    }
    this.rows.push(row)
    if (this.rows.length >= this.options.batch) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs)
    this.timer?.unref?.()
    return true
  }

  get size(): number {
    return this.rows.length
  }

  /** Writes everything held now, one batch after another; resolves when it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const taken = this.rows
    this.rows = []
    this.writing = this.writing.then(async () => {
      for (let start = 0; start < taken.length; start += this.options.batch) {
        const batch = taken.slice(start, start + this.options.batch)
        try {
          await this.write(batch)
        } catch (error) {
          this.dropped += batch.length
          this.log(
            `[insight] ${this.dropped} beacons dropped: ${error instanceof Error ? error.message.split('\n')[0] : 'write failed'}`,
          )
          this.dropped = 0
        }
      }
    })
    return this.writing
  }
}
