type Post = { slug: string; category: string; date: string }

/** Up to `limit` other posts: same category first, then the newest of the rest. */
export function relatedPosts<T extends Post>(current: T, posts: readonly T[], limit = 3): T[] {
  const others = posts.filter((post) => post.slug !== current.slug)
  const byDate = (a: T, b: T) => b.date.localeCompare(a.date)
  const same = others.filter((post) => post.category === current.category).sort(byDate)
  const rest = others.filter((post) => post.category !== current.category).sort(byDate)
  return [...same, ...rest].slice(0, limit)
}
