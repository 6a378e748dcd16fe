// iCalendar files per edition and per programme item (decisions 0011, 0181): a UID per edition + item and a SEQUENCE raised at each change make a re-import update, not duplicate.
import type { Content, DeepReadonly, EditionContent } from '../content/load-content'
import { plainText } from '../content/plain-text'
import { cancellationText, programmeItems, type ProgrammeItem } from '../content/programme'
import type { Room } from '../content/generated/edition'
import { icsCalendar, type IcsEvent } from '../format/icalendar'
import { programmeUrl } from './export-paths'

type Item = DeepReadonly<ProgrammeItem>

export const calendarUid = (siteUrl: string, year: string, itemId: string) => `sercomp-${year}-${itemId}@${new URL(siteUrl).hostname}`

/** Room, venue, address, city-state: what a calendar shows as the place. */
export function calendarLocation(edition: EditionContent, room: DeepReadonly<Room> | null): string {
  const { venue } = edition.edition
  return [room?.name, venue.name, venue.address, `${venue.city}-${venue.state}`].filter((part) => part).join(', ')
}

/** The activity's description; a block of parallel activities lists them, each with its people and room (none: empty). */
export function itemDescription(content: Content, item: Item): string | null {
  if (item.activity) return item.activity.description ? plainText(item.activity.description, 'lines') : null
  return item.parts
    .map(({ activity, room }) => {
      const people = activity.people.map((id) => content.personById(id).name).join(', ')
      return `- ${activity.title}${people ? ` (${people})` : ''}${room ? ` — ${room.name}` : ''}`
    })
    .join('\n')
}

function description(content: Content, edition: EditionContent, item: Item): string {
  return [
    item.cancelled ? cancellationText(item.cancelled, content.site.ui) : null,
    item.activity?.summary ?? itemDescription(content, item),
    item.people.map((id) => content.personById(id).name).join(', '),
    `${edition.edition.title} — ${edition.edition.subtitle}`,
    ...item.links.map((link) => `${link.label}: ${link.url}`),
    programmeUrl(content, edition.year),
  ]
    .filter((part) => part)
    .join('\n\n')
}

/** Per item id, how many times the item changed since first published (absent: 0). */
type Sequences = ReadonlyMap<string, number>

function toEvent(content: Content, edition: EditionContent, item: Item, sequences: Sequences): IcsEvent {
  return {
    uid: calendarUid(content.site.siteUrl, edition.year, item.id),
    // Calendar apps seldom draw STATUS, so the title says it too.
    title: item.cancelled ? `${content.site.ui.cancelled}: ${item.title}` : item.title,
    cancelled: item.cancelled !== null,
    sequence: sequences.get(item.id) ?? 0,
    startIso: item.startsAt,
    endIso: item.endsAt,
    description: description(content, edition, item),
    location: calendarLocation(edition, item.room),
    url: programmeUrl(content, edition.year),
    organizer: { name: content.site.name, email: content.site.contact.email },
  }
}

/** The whole programme of one edition; null when the edition has no schedule. */
export function editionCalendar(content: Content, edition: EditionContent, stamp: Date, sequences: Sequences = new Map()): string | null {
  const items = programmeItems(edition.programme)
  if (items.length === 0) return null
  return icsCalendar({
    name: `${edition.edition.title} — ${edition.edition.subtitle}`,
    stampMs: stamp.getTime(),
    events: items.map((item) => toEvent(content, edition, item, sequences)),
  })
}

/** One file per programme item, keyed by item id ('Adicionar à agenda'). */
export function itemCalendars(
  content: Content,
  edition: EditionContent,
  stamp: Date,
  sequences: Sequences = new Map(),
): Map<string, string> {
  return new Map(
    programmeItems(edition.programme).map((item) => [
      item.id,
      icsCalendar({
        name: `${edition.edition.title}: ${item.title}`,
        stampMs: stamp.getTime(),
        events: [toEvent(content, edition, item, sequences)],
      }),
    ]),
  )
}
