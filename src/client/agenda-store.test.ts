import { describe, expect, it } from 'vitest'
import { mergeAgenda, readAgenda, readSaved, toggleAgenda, type Seen } from './agenda-store'

/** localStorage's shape over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}
const seen = (title: string): Seen => ({
  title,
  startIso: '2030-05-20T08:00:00-03:00',
  endIso: '2030-05-20T09:00:00-03:00',
  roomName: null,
  cancelled: false,
})

describe('the saved agenda', () => {
  it('reads a list saved before decision 0184 (ids only) as items not seen yet', () => {
    const storage = memoryStorage()
    storage.setItem('sercomp-agenda-2030', JSON.stringify(['a', 'b', 3]))
    expect(readSaved('2030', storage)).toEqual({ a: null, b: null })
    expect(readAgenda('2030', storage)).toEqual(['a', 'b'])
  })

  it('reads nothing from what is not a list (another script, a broken value)', () => {
    const storage = memoryStorage()
    storage.setItem('sercomp-agenda-2030', '{')
    expect(readSaved('2030', storage)).toEqual({})
    storage.setItem('sercomp-agenda-2030', JSON.stringify({ a: 'x' }))
    expect(readSaved('2030', storage)).toEqual({ a: null })
  })

  it('saves each starred item with what was seen of it, and forgets it when unstarred', () => {
    const storage = memoryStorage()
    expect(toggleAgenda('2030', 'a', seen('A'), storage)).toBe(true)
    expect(readSaved('2030', storage)).toEqual({ a: seen('A') })
    expect(toggleAgenda('2030', 'a', seen('A'), storage)).toBe(false)
    expect(readSaved('2030', storage)).toEqual({})
  })

  it('merges a shared agenda, an item already saved keeping what this browser saw', () => {
    const storage = memoryStorage()
    toggleAgenda('2030', 'a', seen('mine'), storage)
    mergeAgenda('2030', { a: seen('theirs'), b: seen('B') }, storage)
    expect(readSaved('2030', storage)).toEqual({ a: seen('mine'), b: seen('B') })
  })
})
