// iCalendar (RFC 5545) exports written with the `ics` library: one file per edition and one per
// programme item. Times go out in UTC so no VTIMEZONE is needed; UIDs come from edition + item id,
// so re-importing an updated file updates the same entries instead of duplicating them.
import { createEvents, type EventAttributes } from 'ics'
import type { Content } from '../content/load-content'
import { programmeItems, type EditionEntry, type ProgrammeItem } from './programme-items'

export function calendarUid(siteUrl: string, year: string, eventId: string): string {
  return `sercomp-${year}-${eventId}@${new URL(siteUrl).hostname}`
}

function description(item: ProgrammeItem, entry: EditionEntry): string {
  const people = item.people.length > 0 ? item.people.map((p) => p.name).join(', ') : null
  return [item.summary ?? item.description, people, `${entry.edition.title} — ${entry.edition.subtitle}`, item.url]
    .filter((part) => part)
    .join('\n\n')
}

function toEvent(content: Content, entry: EditionEntry, item: ProgrammeItem, stamp: Date): EventAttributes {
  // `timestamp` (DTSTAMP) is accepted by the library but missing from its type declarations.
  return {
    uid: calendarUid(content.site.siteUrl, entry.year, item.id),
    start: Date.parse(item.startIso),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(item.endIso),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: item.title,
    description: description(item, entry),
    location: item.location,
    url: item.url,
    status: 'CONFIRMED',
    organizer: { name: content.site.name, email: content.site.contact.email },
    productId: '-//SERCOMP//Site//PT',
    timestamp: stamp.getTime(),
  } as EventAttributes
}

/**
 * RFC 5545 wants content lines of at most 75 octets; the library counts characters, so lines with
 * accents come out longer. Unfold, then fold again by UTF-8 octets without splitting a character.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines
    .map((line) => {
      const parts: string[] = []
      let current = ''
      let octets = 0
      for (const char of line) {
        const size = Buffer.byteLength(char)
        const limit = parts.length === 0 ? 75 : 74
        if (octets + size > limit) {
          parts.push(current)
          current = ''
          octets = 0
        }
        current += char
        octets += size
      }
      parts.push(current)
      return parts.join('\r\n ')
    })
    .join('\r\n')
}

function render(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { productId: '-//SERCOMP//Site//PT', method: 'PUBLISH', calName })
  if (error || !value) throw error ?? new Error('ics: empty calendar')
  return foldOctets(value)
}

/** The whole programme of one edition; null when the edition has no schedule. */
export function editionCalendar(content: Content, entry: EditionEntry, stamp: Date): string | null {
  const items = programmeItems(content, entry)
  if (items.length === 0) return null
  return render(
    items.map((item) => toEvent(content, entry, item, stamp)),
    `${entry.edition.title} — ${entry.edition.subtitle}`,
  )
}

/** One file per programme item, keyed by item id ('Adicionar à agenda'). */
export function eventCalendars(content: Content, entry: EditionEntry, stamp: Date): Map<string, string> {
  const files = new Map<string, string>()
  for (const item of programmeItems(content, entry)) {
    files.set(item.id, render([toEvent(content, entry, item, stamp)], `${entry.edition.title}: ${item.title}`))
  }
  return files
}
