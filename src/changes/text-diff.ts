// Line diff of two pages' texts as hunks, and the shortening that keeps a long paragraph readable in a comment.

export interface Hunk {
  before: string[]
  after: string[]
  context?: string // the last unchanged line above the change, if any
}

/** Longest-common-subsequence diff; only the changed runs, in page order. */
export function diffLines(a: readonly string[], b: readonly string[]): Hunk[] {
  // Pages mostly share their start and end (header, footer): trimmed before the quadratic part.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const x = a.slice(start, a.length - end)
  const y = b.slice(start, b.length - end)
  const [n, m] = [x.length, y.length]
  // lcs[i * (m + 1) + j]: length of the LCS of x[i..] and y[j..].
  const lcs = new Uint32Array((n + 1) * (m + 1))
  const at = (i: number, j: number) => lcs[i * (m + 1) + j]!
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i * (m + 1) + j] = x[i] === y[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
  const hunks: Hunk[] = []
  let context: string | undefined = a[start - 1]
  let hunk: Hunk | null = null
  const open = () => (hunk ??= context === undefined ? { before: [], after: [] } : { before: [], after: [], context })
  for (let i = 0, j = 0; i < n || j < m;) {
    if (i < n && j < m && x[i] === y[j]) {
      if (hunk) hunks.push(hunk)
      hunk = null
      context = x[i]
      i++
      j++
    } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) open().before.push(x[i++]!)
    else open().after.push(y[j++]!)
  }
  if (hunk) hunks.push(hunk)
  return hunks
}

/** Cuts a text to at most `max` characters (code points), ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd()}…`
}

/** A before/after pair cut around what differs (`context` characters each side), then each truncated to `max`. */
export function shortenPair(before: string, after: string, max = 160, context = 40): [string, string] {
  const a = Array.from(before)
  const b = Array.from(after)
  if (a.length <= max && b.length <= max) return [before, after]
  let prefix = 0
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++
  let suffix = 0
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++
  const cut = (chars: string[]) => {
    const from = Math.max(0, prefix - context)
    const to = Math.min(chars.length, chars.length - suffix + context)
    return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`
  }
  return [truncate(cut(a), max), truncate(cut(b), max)]
}
