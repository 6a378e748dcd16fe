// 'Minha agenda' lives only in this browser (localStorage): no account, nothing is sent. One list
// of item ids per edition, so next year's programme starts empty.
const key = (year: string) => `sercomp-agenda-${year}`

export function readAgenda(year: string, storage: Storage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key(year)) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function writeAgenda(year: string, ids: readonly string[], storage: Storage = localStorage): void {
  try {
    storage.setItem(key(year), JSON.stringify([...new Set(ids)]))
  } catch {
    // Storage full or blocked (private mode): the star still toggles for this visit.
  }
}

export function toggleAgenda(year: string, id: string, storage: Storage = localStorage): boolean {
  const ids = readAgenda(year, storage)
  const on = !ids.includes(id)
  writeAgenda(year, on ? [...ids, id] : ids.filter((x) => x !== id), storage)
  return on
}

/** Adds a shared agenda's items to this browser's list, keeping what was already there. */
export function mergeAgenda(year: string, ids: readonly string[], storage: Storage = localStorage): void {
  writeAgenda(year, [...readAgenda(year, storage), ...ids], storage)
}
