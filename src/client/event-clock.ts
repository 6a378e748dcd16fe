// 'Agora' and 'A seguir' from absolute instants (the content's -03:00 times), so a phone set to any
// clock zone gets the same answer. Pure: the page script (now-next.ts) feeds it Date.now().
export interface TimedItem {
  id: string
  startIso: string
  endIso: string
  /** A cancelled item is neither 'Agora' nor 'A seguir'. */
  cancelled?: object
}

/** `during`: false before the edition starts and after it ends (the page stays as prerendered).
 * `next`: the items that start next (all of those sharing the earliest start after now). */
export function nowAndNext<T extends TimedItem>(all: readonly T[], nowMs: number, eventStart: string, eventEnd: string) {
  if (nowMs < Date.parse(eventStart) || nowMs >= Date.parse(eventEnd)) return { during: false, now: [], next: [] }
  const items = all.filter((item) => !item.cancelled)
  const now = items.filter((item) => Date.parse(item.startIso) <= nowMs && nowMs < Date.parse(item.endIso))
  const upcoming = items.filter((item) => Date.parse(item.startIso) > nowMs)
  const first = Math.min(...upcoming.map((item) => Date.parse(item.startIso)))
  return { during: true, now, next: upcoming.filter((item) => Date.parse(item.startIso) === first) }
}

/** Items of a list that overlap another item of the same list (by id). */
export function overlapping<T extends TimedItem>(items: readonly T[]): Set<string> {
  const ids = new Set<string>()
  for (const a of items) {
    for (const b of items) {
      if (a.id !== b.id && Date.parse(a.startIso) < Date.parse(b.endIso) && Date.parse(b.startIso) < Date.parse(a.endIso)) ids.add(a.id)
    }
  }
  return ids
}

/** Milliseconds until the next whole minute, so the block changes when the programme does. */
export function msToNextMinute(nowMs: number): number {
  return 60_000 - (nowMs % 60_000)
}
