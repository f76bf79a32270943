/**
 * One typo: a letter added, left out, changed, or two neighbours swapped
 * (`zwemkleeding` for `zwemkleding`, `webhsop` for `webshop`). The databases' trigram
 * indexes find the candidates; this decides which of them are one typo away.
 */

/** Whether `a` and `b` differ by exactly one edit (Damerau: a swap counts as one). */
export function isOneTypoApart(a: string, b: string): boolean {
  if (a === b) return false
  const x = Array.from(a)
  const y = Array.from(b)
  if (Math.abs(x.length - y.length) > 1) return false
  let start = 0
  while (start < x.length && start < y.length && x[start] === y[start]) start++
  let endX = x.length
  let endY = y.length
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--
    endY--
  }
  const restX = endX - start
  const restY = endY - start
  // What is left after the common start and end is the edit itself.
  if (restX <= 1 && restY <= 1) return true
  // Two neighbours swapped: `ab` against `ba`.
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start]
}
