/** A message catalogue: nested objects whose leaves are ICU strings. */
export type Catalogue = { [key: string]: string | Catalogue }

/**
 * Fills keys missing from `primary` with `fallback` (English), reporting each gap,
 * so a visitor sees English rather than a raw key (spec §4 fallback chain).
 */
export function withFallback(
  primary: Catalogue,
  fallback: Catalogue,
  onMissing: (key: string) => void,
  prefix = '',
): Catalogue {
  const merged: Catalogue = { ...primary }
  for (const [key, value] of Object.entries(fallback)) {
    const path = prefix ? `${prefix}.${key}` : key
    const own = primary[key]
    if (own === undefined) {
      onMissing(path)
      merged[key] = value
    } else if (typeof value === 'object' && typeof own === 'object') {
      merged[key] = withFallback(own, value, onMissing, path)
    }
  }
  return merged
}

/** Every leaf key of a catalogue as a dotted path, for the catalogue parity test. */
export function leafKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [path] : leafKeys(value, path)
  })
}

/** Last link of the fallback chain: a key missing in every catalogue shows itself. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key
}

/** Catalogue gaps and formatting errors are warnings, never a broken page. */
export function reportMessageError(error: Error): void {
  console.warn(`[i18n] ${error.message}`)
}
