import { NextResponse } from 'next/server'

/*
 * Never runs (its matcher matches no page). Without a proxy of its own, Turbopack builds
 * the site's `src/proxy.ts` into the floor, as it looks for one in the workspace root's
 * `src/` as well, and fails on the site's `@/` imports.
 */
export function proxy() {
  return NextResponse.next()
}

export const config = { matcher: '/__never' }
