/*
 * Does nothing. Without one of its own, Turbopack builds the site's
 * `src/instrumentation.ts` into the floor (as with `proxy.ts`) and fails on its imports.
 */
export function register() {}
