// Which programme items moved, were renamed, cancelled, added or removed between two versions (two builds' schedule.json, two commits), matched by guid.
import { hhmm, minutesOfDay } from '../format/event-time'

/** Day (YYYY-MM-DD, event zone), HH:MM times and the room as schedule.json names it (the venue for an item without one). */
export interface Slot {
  date: string
  start: string
  end: string
  roomName: string
}

/** A programme item as a built schedule.json publishes it (not the loader's ProgrammeItem): what the report compares. */
export interface PublishedItem {
  guid: string
  title: string
  slot: Slot
  /** Cancelled: the organisers' reason, or true (schedule.json does not say). */
  cancelled?: string | true
}

export type ItemChange = { edition: string; before: PublishedItem; after: PublishedItem }
type Listed = { edition: string; item: PublishedItem }

/** `cancelled`: cancelled, or no longer cancelled (`after.cancelled` tells). */
export type ProgrammeChanges = { moved: ItemChange[]; renamed: ItemChange[]; cancelled: ItemChange[]; added: Listed[]; removed: Listed[] }

type FrabEvent = Partial<Record<'guid' | 'slug' | 'title' | 'date' | 'start' | 'duration' | 'room', string>>

/** The items of one schedule.json text; an unreadable file yields none (its change is still listed as a file). */
export function scheduleItems(json: string): PublishedItem[] {
  let days: unknown
  try {
    days = (JSON.parse(json) as { schedule?: { conference?: { days?: unknown } } } | null)?.schedule?.conference?.days
  } catch {
    return []
  }
  if (!Array.isArray(days)) return []
  const items: PublishedItem[] = []
  for (const day of days as { rooms?: Record<string, FrabEvent[]> }[]) {
    for (const [roomName, events] of Object.entries(day?.rooms ?? {})) {
      if (!Array.isArray(events)) continue
      for (const event of events) {
        const guid = event.guid ?? event.slug
        if (!guid || typeof event.date !== 'string') continue
        const start = event.start ?? event.date.slice(11, 16)
        items.push({
          guid,
          title: event.title ?? '',
          slot: {
            date: event.date.slice(0, 10),
            start,
            end: hhmm((minutesOfDay(start) + minutesOfDay(event.duration ?? '00:00')) % 1440),
            roomName: event.room ?? roomName,
          },
        })
      }
    }
  }
  return items
}

const sameSlot = (a: Slot, b: Slot) => a.date === b.date && a.start === b.start && a.end === b.end && a.roomName === b.roomName

// An unmatched title found once among the removed and once among the added is one item whose id changed ("d2-…" to "d3-…" on a move).
export function diffEditionProgramme(edition: string, before: PublishedItem[], after: PublishedItem[]): ProgrammeChanges {
  const changes: ProgrammeChanges = { moved: [], renamed: [], cancelled: [], added: [], removed: [] }
  const afterByGuid = new Map(after.map((item) => [item.guid, item]))
  const beforeGuids = new Set(before.map((item) => item.guid))
  const pairs: [PublishedItem, PublishedItem][] = []
  const removed: PublishedItem[] = []
  for (const item of before) {
    const match = afterByGuid.get(item.guid)
    if (match) pairs.push([item, match])
    else removed.push(item)
  }
  const added = after.filter((item) => !beforeGuids.has(item.guid))

  const once = (items: PublishedItem[], title: string) => items.filter((item) => item.title === title).length === 1
  const unique = (title: string) => once(removed, title) && once(added, title)
  for (const item of removed) {
    if (!unique(item.title)) {
      changes.removed.push({ edition, item })
      continue
    }
    pairs.push([item, added.find((other) => other.title === item.title)!])
  }
  for (const item of added) if (!unique(item.title)) changes.added.push({ edition, item })

  for (const [b, a] of pairs) {
    if (!sameSlot(b.slot, a.slot)) changes.moved.push({ edition, before: b, after: a })
    else if (b.title !== a.title) changes.renamed.push({ edition, before: b, after: a })
    if (!b.cancelled !== !a.cancelled) changes.cancelled.push({ edition, before: b, after: a })
  }
  const key = (x: { after?: PublishedItem; item?: PublishedItem }) => {
    const { date, start, roomName } = (x.after ?? x.item)!.slot
    return `${date} ${start} ${roomName}`
  }
  for (const list of Object.values(changes) as { after?: PublishedItem; item?: PublishedItem }[][])
    list.sort((x, y) => key(x).localeCompare(key(y)))
  return changes
}
