/**
 * The Core Web Vitals of the page, as the `web-vitals` library measures them (it reads
 * the browser's buffered entries, so loading late misses nothing). A chunk of its own,
 * fetched by the collector after the page view is sent: the library is most of the
 * bytes (about 3.2 kB gzipped for these four metrics), the collector itself is small.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

export function measure(keep: (metric: Metric) => void) {
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  onTTFB(keep)
}
