import { z } from 'zod'

// Public pages run under a policy without 'unsafe-eval' (src/lib/securityHeaders.ts).
// Zod's compiled fast path probes `new Function`, which the browser reports as a
// violation even though zod catches it; validation without it is as exact.
z.config({ jitless: true })

/** zod, configured for the site: every schema imports it from here. */
export { z }
