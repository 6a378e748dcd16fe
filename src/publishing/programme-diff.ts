// Programme items across two versions: two builds' frab/c3voc schedule.json (agenda/<year>.schedule.json,
// the pull request's changes report) or two commits of the edition's files (the programme's changelog,
// programme-history.ts): which items moved (day, time, room), were renamed, cancelled, added or removed.
// Items are matched by their guid (or id), which survives a move.
import { hhmm, minutesOfDay } from '../format/event-time'

export interface Slot {
  /** YYYY-MM-DD in the event's time zone, as the schedule writes it. */
  date: string
  /** HH:MM */
  start: string
  end: string
  /** The room as schedule.json names it (frab's `room`, the venue for an item without one). */
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

export interface ItemChange {
  edition: string
  before: PublishedItem
  after: PublishedItem
}

export interface ProgrammeChanges {
  moved: ItemChange[]
  renamed: ItemChange[]
  /** Cancelled, or no longer cancelled (`after.cancelled` tells). */
  cancelled: ItemChange[]
  added: { edition: string; item: PublishedItem }[]
  removed: { edition: string; item: PublishedItem }[]
}

interface FrabEvent {
  guid?: string
  slug?: string
  title?: string
  date?: string
  start?: string
  duration?: string
  room?: string
}

const minutes = minutesOfDay

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
            end: hhmm((minutes(start) + minutes(event.duration ?? '00:00')) % 1440),
            roomName: event.room ?? roomName,
          },
        })
      }
    }
  }
  return items
}

const sameSlot = (a: Slot, b: Slot) => a.date === b.date && a.start === b.start && a.end === b.end && a.roomName === b.roomName

/**
 * Compares the items of one edition. Unmatched items whose title appears exactly once among both
 * the removed and the added ones are taken as the same item whose id was changed (an organiser
 * renaming "d2-..." to "d3-..." when moving it to another day).
 */
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

  const count = (items: PublishedItem[]) => {
    const counts = new Map<string, number>()
    for (const item of items) counts.set(item.title, (counts.get(item.title) ?? 0) + 1)
    return counts
  }
  const removedTitles = count(removed)
  const addedTitles = count(added)
  const unique = (title: string) => removedTitles.get(title) === 1 && addedTitles.get(title) === 1
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
  const bySlot = (x: { after?: PublishedItem; item?: PublishedItem }, y: typeof x) => {
    const p = (x.after ?? x.item)!.slot
    const q = (y.after ?? y.item)!.slot
    return `${p.date} ${p.start} ${p.roomName}`.localeCompare(`${q.date} ${q.start} ${q.roomName}`)
  }
  changes.moved.sort(bySlot)
  changes.renamed.sort(bySlot)
  changes.cancelled.sort(bySlot)
  changes.added.sort(bySlot)
  changes.removed.sort(bySlot)
  return changes
}
