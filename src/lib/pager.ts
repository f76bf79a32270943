/** Previous and next items around `current` in a stable list (wrapping at the ends). */
export function neighbours<T>(items: readonly T[], isCurrent: (item: T) => boolean) {
  const index = items.findIndex(isCurrent)
  if (index < 0 || items.length < 2) return { previous: null, next: null }
  return {
    previous: items[(index - 1 + items.length) % items.length] ?? null,
    next: items[(index + 1) % items.length] ?? null,
  }
}
