/**
 * Tells a page that painted late from a first frame Chromium held back.
 *
 * In headless Chromium, viz stops sending BeginFrames to a page's renderer for up to a
 * second when that renderer has submitted frames the display did not draw (reason
 * `ThrottleUndrawnFrames`). Around a navigation that happens when the old page's
 * compositor keeps drawing for the old surface while the new page is still parsing and
 * laying out its first frame, so long pages are hit far more often than a tiny one.
 * The first paint then waits a whole second with an idle main thread, and Lighthouse's
 * simulation counts every script that ran meanwhile into FCP and LCP.
 * Upstream: GoogleChrome/lighthouse#17148 (also seen on PageSpeed Insights).
 */

/** The trace category that records viz's BeginFrame decisions (off by default). */
export const HELD_FRAME_TRACE_CATEGORY = 'viz'

export type TraceEvent = {
  name: string
  ts: number
  args?: {
    reason?: unknown
    data?: { isLoadingMainFrame?: unknown; documentLoaderURL?: unknown; navigationId?: unknown }
  }
}

const isPageNavigation = (event: TraceEvent) =>
  event.name === 'navigationStart' &&
  event.args?.data?.isLoadingMainFrame === true &&
  typeof event.args.data.documentLoaderURL === 'string' &&
  event.args.data.documentLoaderURL.startsWith('http')

/**
 * How many BeginFrames viz withheld as undrawn-frame throttling between the page's
 * navigation and its first contentful paint (0: the first frame was not held).
 */
export function heldBeginFrames(events: readonly TraceEvent[]): number {
  const navigation = events.find(isPageNavigation)
  const id = navigation?.args?.data?.navigationId
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === id,
  )?.ts
  const start = navigation?.ts
  if (start === undefined || paint === undefined) return 0
  return events.filter(
    (event) =>
      event.name === 'SendBeginFrameDecision' &&
      event.args?.reason === 'ThrottleUndrawnFrames' &&
      event.ts >= start &&
      event.ts <= paint,
  ).length
}
