import type { AgendaItem } from './programme-json'
import { safely } from './safely'

// 'Minha agenda' lives only in this browser (localStorage): no account, nothing is sent. One list
// per edition, so next year's programme starts empty: each saved item id with what the visitor saw
// of it, so that a later programme can say what changed (decision 0184).
const key = (year: string) => `sercomp-agenda-${year}`

/** What a visitor saw of an item when saving it; null: not known yet (a list saved before 0184). */
export type Seen = Pick<AgendaItem, 'title' | 'startIso' | 'endIso' | 'roomName'> & { cancelled: boolean }
export type Saved = Record<string, Seen | null>

export const seenOf = (item: Pick<AgendaItem, 'title' | 'startIso' | 'endIso' | 'roomName' | 'cancelled'>): Seen => ({
  title: item.title,
  startIso: item.startIso,
  endIso: item.endIso,
  roomName: item.roomName,
  cancelled: Boolean(item.cancelled),
})

export function readSaved(year: string, storage: Storage = localStorage): Saved {
  const value = safely<unknown>(() => JSON.parse(storage.getItem(key(year)) ?? '{}'), {})
  // Before decision 0184 the list held ids only.
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((id) => [id, null]) : Object.entries(value ?? {})
  return Object.fromEntries(
    entries.filter(([id]) => typeof id === 'string').map(([id, seen]) => [id, seen && typeof seen === 'object' ? (seen as Seen) : null]),
  )
}

export const readAgenda = (year: string, storage: Storage = localStorage): string[] => Object.keys(readSaved(year, storage))

export function writeSaved(year: string, saved: Saved, storage: Storage = localStorage): void {
  // Storage full or blocked (private mode): the star still toggles for this visit.
  safely(() => storage.setItem(key(year), JSON.stringify(saved)), undefined)
}

export function toggleAgenda(year: string, id: string, seen: Seen | null = null, storage: Storage = localStorage): boolean {
  const saved = readSaved(year, storage)
  const on = !Object.hasOwn(saved, id)
  if (on) saved[id] = seen
  else delete saved[id]
  writeSaved(year, saved, storage)
  return on
}

/** Adds a shared agenda's items to this browser's list; an item already there keeps what this browser saw. */
export function mergeAgenda(year: string, entries: Saved, storage: Storage = localStorage): void {
  writeSaved(year, { ...entries, ...readSaved(year, storage) }, storage)
}
