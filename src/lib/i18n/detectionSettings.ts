/**
 * Whether optional language detection is on (spec §4) and which lookup service the
 * browser asks. Read per request, so one build serves both settings.
 */
export function detectionSettings(env: Record<string, string | undefined> = process.env) {
  const enabled = env.LOCALE_DETECTION === 'on'
  return { enabled, lookupUrl: enabled ? (env.LOCALE_LOOKUP_URL ?? null) : null }
}
