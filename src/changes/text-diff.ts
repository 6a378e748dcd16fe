// Line diff of two pages' texts, as hunks of "these lines became those", and the shortening that
// keeps a long paragraph readable in a pull-request comment.

export interface Hunk {
  before: string[]
  after: string[]
  /** The last unchanged line above the change (where it is on the page), if any. */
  context?: string
}

/** Longest-common-subsequence diff; only the changed runs are returned, in page order. */
export function diffLines(a: readonly string[], b: readonly string[]): Hunk[] {
  // Pages mostly share their start and end (header, footer): trim those before the quadratic part.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const x = a.slice(start, endA)
  const y = b.slice(start, endB)
  const n = x.length
  const m = y.length
  // lcs[i][j]: length of the LCS of x[i..] and y[j..], in one flat array.
  const lcs = new Uint32Array((n + 1) * (m + 1))
  const at = (i: number, j: number) => i * (m + 1) + j
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[at(i, j)] = x[i] === y[j] ? lcs[at(i + 1, j + 1)]! + 1 : Math.max(lcs[at(i + 1, j)]!, lcs[at(i, j + 1)]!)
    }
  }
  const hunks: Hunk[] = []
  let hunk: Hunk | null = null
  let lastSame: string | undefined = start > 0 ? a[start - 1] : undefined
  const open = () => (hunk ??= lastSame === undefined ? { before: [], after: [] } : { before: [], after: [], context: lastSame })
  const close = () => {
    if (hunk) hunks.push(hunk)
    hunk = null
  }
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      close()
      lastSame = x[i]
      i++
      j++
    } else if (j >= m || (i < n && lcs[at(i + 1, j)]! >= lcs[at(i, j + 1)]!)) {
      open().before.push(x[i++]!)
    } else {
      open().after.push(y[j++]!)
    }
  }
  close()
  return hunks
}

const ELLIPSIS = '…'

/** Cuts a text to at most `max` characters (code points), ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd()}${ELLIPSIS}`
}

/**
 * Shortens a before/after pair around what differs: the common start and end are cut down to
 * `context` characters on each side, then each side is truncated to `max`.
 */
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
    const middle = chars.slice(from, to).join('')
    return `${from > 0 ? ELLIPSIS : ''}${middle}${to < chars.length ? ELLIPSIS : ''}`
  }
  return [truncate(cut(a), max), truncate(cut(b), max)]
}
