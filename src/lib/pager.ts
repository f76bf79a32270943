/** Previous and next items around `current` in a stable list (wrapping at the ends). */
export function neighbours<T>(items: readonly T[], isCurrent: (item: T) => boolean) {
  const index = items.findIndex(isCurrent)
  if (index < 0 || items.length < 2) return { previous: null, next: null }
  return {
    previous: items[(index - 1 + items.length) % items.length] ?? null,
    next: items[(index + 1) % items.length] ?? null,
  }
}

/** A previous/next link: where the item lives under `base` and the title it shows. */
export type PagerLink = { href: string; title: string } | null

export function pagerLink<T extends { slug: string }>(base: string, titleOf: (item: T) => string) {
  return (item: T | null): PagerLink =>
    item ? { href: `${base}/${item.slug}`, title: titleOf(item) } : null
}
