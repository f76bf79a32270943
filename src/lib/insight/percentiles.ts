/**
 * Core Web Vitals per page and day are kept as histograms (value → count), so the 75th
 * percentile of any run of days is exact to the histogram's resolution: two significant
 * figures (2,437 ms is kept as 2,400; a CLS of 0.1234 as 0.12), finer than any threshold
 * Google names (LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s).
 */
export function histogramValue(value: number): number {
  if (value <= 0) return 0
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(Math.round(value / magnitude) * magnitude * 1e6) / 1e6
}

export type Bucket = { value: number; count: number }

/** The value below which 75 % of the counted samples lie (null without samples). */
export function p75(buckets: readonly Bucket[]): number | null {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0)
  if (total === 0) return null
  const sorted = [...buckets].sort((a, b) => a.value - b.value)
  let seen = 0
  for (const bucket of sorted) {
    seen += bucket.count
    if (seen >= total * 0.75) return bucket.value
  }
  return sorted.at(-1)?.value ?? null
}
