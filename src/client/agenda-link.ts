import { seenOf, type Saved } from './agenda-store'
import type { ProgrammeJson } from './programme-json'

// 'Minha agenda' by link (issue 29, decision 0060): the starred items named in the address by their
// stable programme ids (?itens=a,b), so the link survives a reordered programme and needs no server.
// Each id carries what its sender saw (decision 0184), "id.start.length.room.c": the start in minutes
// since 1970 and the length in minutes, in base 36; the room as a short hash of its name; "c" if it
// was cancelled. So the receiver is told what changed since; a bare id (an older link) tells nothing.
const AGENDA_PARAM = 'itens'
const MINUTE = 60_000

/** FNV-1a in four base-36 digits: the receiver finds the name among the edition's rooms. */
function roomHash(name: string): string {
  let hash = 0x811c9dc5
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193)
  return ((hash >>> 0) % 36 ** 4).toString(36)
}

/** The page's address naming these items and what was seen of them, without anything else the address carried. */
export function agendaLink(pageUrl: string, saved: Saved): string {
  const url = new URL(pageUrl)
  url.search = ''
  url.hash = ''
  const tokens = Object.entries(saved).map(([id, seen]) => {
    if (!seen) return encodeURIComponent(id)
    const start = Math.round(Date.parse(seen.startIso) / MINUTE)
    const length = Math.round(Date.parse(seen.endIso) / MINUTE) - start
    const fields = [
      encodeURIComponent(id),
      start.toString(36),
      length.toString(36),
      seen.roomName ? roomHash(seen.roomName) : '',
      seen.cancelled ? 'c' : '',
    ]
    return fields.join('.').replace(/\.+$/, '')
  })
  // Ids are slugs; commas stay readable instead of %2C.
  return `${url.href}?${AGENDA_PARAM}=${tokens.join(',')}`
}

/**
 * The items a shared link names, in order and once each, with what its sender saw (a bare id: what
 * the programme shows; an id the programme no longer has: null); null when the address names none.
 */
export function savedFromLink(search: string, data: Pick<ProgrammeJson, 'items' | 'rooms'>): Saved | null {
  const value = new URLSearchParams(search).get(AGENDA_PARAM)
  if (value === null) return null
  const saved: Saved = {}
  for (const token of value.split(',')) {
    const [id = '', start = '', length = '', room, cancelled] = token.trim().split('.')
    if (!id || Object.hasOwn(saved, id)) continue
    const item = data.items.find((candidate) => candidate.id === id)
    const startMs = parseInt(start, 36) * MINUTE
    const endMs = startMs + parseInt(length, 36) * MINUTE
    if (!item || !(endMs >= startMs)) {
      // Unknown to the programme (null), or a bare id: nothing seen but what the programme shows.
      saved[id] = item ? seenOf(item) : null
      continue
    }
    saved[id] = {
      title: item.title,
      startIso: new Date(startMs).toISOString(),
      endIso: new Date(endMs).toISOString(),
      // A room the edition no longer lists cannot be named: the item's own stands for it.
      roomName: room ? (data.rooms?.find((name) => roomHash(name) === room) ?? item.roomName) : null,
      cancelled: cancelled === 'c',
    }
  }
  return saved
}
