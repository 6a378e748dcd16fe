// Line diff of two pages' texts as hunks, and the shortening that keeps a long paragraph readable in a comment.
import { diffArrays } from 'diff'

export interface Hunk {
  before: string[]
  after: string[]
  context?: string // the last unchanged line above the change, if any
}

/** jsdiff's array diff; only the changed runs, in page order. */
export function diffLines(a: readonly string[], b: readonly string[]): Hunk[] {
  const hunks: Hunk[] = []
  let context: string | undefined
  let hunk: Hunk | null = null
  for (const { added, removed, value } of diffArrays([...a], [...b])) {
    if (!added && !removed) {
      hunk = null
      context = value.at(-1)
      continue
    }
    if (!hunk) hunks.push((hunk = context === undefined ? { before: [], after: [] } : { before: [], after: [], context }))
    ;(added ? hunk.after : hunk.before).push(...value)
  }
  return hunks
}

/** Cuts a text to at most `max` characters (code points), ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const kept = chars.slice(0, Math.max(0, max - 1)).join('')
  return `${kept.trimEnd()}…`
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
