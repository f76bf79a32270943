/**
 * Runs once when the server starts: starts Payload and the mail outbox right away
 * instead of at the first visitor's request, so queued emails go out even when
 * nobody visits, without waiting for the database (see startOutbox); rewrites the
 * proxy's list of known paths from the database; and creates the first admin from
 * ADMIN_EMAIL and ADMIN_PASSWORD when the database has no account at all.
 */
export async function register() {
  // Imports stay below this check, where the bundler drops them from the edge build.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.REDIS_URL) {
    // Several instances: the build's prerendered pages go into the shared cache, unless
    // an instance that started earlier put them (or newer renders) there already.
    const { registerInitialCache } =
      await import('@fortedigital/nextjs-cache-handler/instrumentation')
    const { default: PageCacheHandler } = await import('../cache-handler.mjs')
    // Ours wraps the library's handler (same constructor and set), around its Redis store.
    await registerInitialCache(
      PageCacheHandler as unknown as Parameters<typeof registerInitialCache>[0],
      {
        buildDir: process.env.NEXT_DIST_DIR || '.next',
        setOnlyIfNotExists: true,
      },
    )
  }
  const { startOutbox } = await import('./cms/mail/outbox')
  const { payloadClient } = await import('./cms/client')
  const { refreshRouting } = await import('./cms/routing')
  startOutbox()
  const { syncPublicMedia } = await import('./cms/publicMedia')
  const { ensureSearchIndex } = await import('./cms/search/sync')
  // The proxy's list of known paths, which media are public, and the search index follow
  // this server's database, also after a restore or a migration applied at start.
  void payloadClient()
    .then(async (payload) => {
      await refreshRouting(payload)
      await syncPublicMedia(payload)
      await ensureSearchIndex(payload)
    })
    .catch(() => undefined)
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    const { seedAdmin } = await import('./seed/admin')
    // A database missing at boot must not stop the server: the next start tries again.
    await payloadClient()
      .then(seedAdmin)
      .then(
        (created) => created && console.log('[admin] account created from ADMIN_EMAIL'),
        (error: unknown) => console.error('[admin] could not create it from ADMIN_EMAIL', error),
      )
  }
}
