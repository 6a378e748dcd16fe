// iCalendar (RFC 5545) exports: one file per edition and one per programme item, written by the
// same pure writer as the visitor's 'Minha agenda' download (src/format/icalendar.ts, decision
// 0067). Times go out in UTC so no VTIMEZONE is needed; UIDs come from edition + item id, so
// re-importing an updated file updates the same entries instead of duplicating them.
import type { Content } from '../content/load-content'
import { icsCalendar, type IcsEvent } from '../format/icalendar'
import {
  itemDescription,
  itemPeople,
  itemSummary,
  programmeItems,
  programmeUrl,
  venueText,
  type EditionEntry,
  type ProgrammeItem,
} from './programme-items'

export function calendarUid(siteUrl: string, year: string, eventId: string): string {
  return `sercomp-${year}-${eventId}@${new URL(siteUrl).hostname}`
}

function description(content: Content, entry: EditionEntry, item: ProgrammeItem): string {
  const people =
    item.people.length > 0
      ? itemPeople(content, item)
          .map((p) => p.name)
          .join(', ')
      : null
  return [
    itemSummary(entry, item) ?? itemDescription(content, entry, item),
    people,
    `${entry.edition.title} — ${entry.edition.subtitle}`,
    ...item.links.map((link) => `${link.label}: ${link.url}`),
    programmeUrl(content, entry),
  ]
    .filter((part) => part)
    .join('\n\n')
}

function toEvent(content: Content, entry: EditionEntry, item: ProgrammeItem): IcsEvent {
  return {
    uid: calendarUid(content.site.siteUrl, entry.year, item.id),
    title: item.title,
    startIso: item.startsAt,
    endIso: item.endsAt,
    description: description(content, entry, item),
    location: venueText(entry, item.roomName),
    url: programmeUrl(content, entry),
    organizer: { name: content.site.name, email: content.site.contact.email },
  }
}

/** The whole programme of one edition; null when the edition has no schedule. */
export function editionCalendar(content: Content, entry: EditionEntry, stamp: Date): string | null {
  const items = programmeItems(entry)
  if (items.length === 0) return null
  return icsCalendar({
    name: `${entry.edition.title} — ${entry.edition.subtitle}`,
    stampMs: stamp.getTime(),
    events: items.map((item) => toEvent(content, entry, item)),
  })
}

/** One file per programme item, keyed by item id ('Adicionar à agenda'). */
export function eventCalendars(content: Content, entry: EditionEntry, stamp: Date): Map<string, string> {
  const files = new Map<string, string>()
  for (const item of programmeItems(entry)) {
    files.set(
      item.id,
      icsCalendar({ name: `${entry.edition.title}: ${item.title}`, stampMs: stamp.getTime(), events: [toEvent(content, entry, item)] }),
    )
  }
  return files
}
