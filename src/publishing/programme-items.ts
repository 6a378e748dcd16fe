// One flat, export-ready view of an edition's programme, shared by the iCalendar, schedule.json and
// JSON-LD exports so the three always agree on times, places and texts.
import type { Content, DeepReadonly, EditionContent } from '../content/load-content'
import type { Activity, RichText } from '../content/generated/activities'
import { absoluteUrl, programmePath } from './export-paths'
import { localIso, minutesBetween } from './event-time'

export type EditionEntry = DeepReadonly<EditionContent>

export interface ProgrammeItem {
  year: string
  id: string
  title: string
  date: string
  /** "HH:MM" local times. */
  start: string
  end: string
  /** ISO 8601 with the -03:00 offset. */
  startIso: string
  endIso: string
  durationMinutes: number
  roomId: string | null
  roomName: string | null
  /** Room, venue, address, city-state: what a calendar shows as the place. */
  location: string
  people: { name: string; bio: string | null }[]
  activityKind: Activity['kind'] | null
  summary: string | null
  description: string | null
  /** The public page that shows this item. */
  url: string
}

/** Rich text blocks as plain text: paragraphs separated by blank lines, list items as "- ". */
function plainText(blocks: DeepReadonly<RichText> | null | undefined): string | null {
  if (!blocks || blocks.length === 0) return null
  const parts = blocks.map((block) => {
    if (typeof block === 'string') return block
    if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n')
    return block.links.map((link) => `- ${link.label}: ${link.url}`).join('\n')
  })
  return parts.join('\n\n')
}

export function venueText(entry: EditionEntry, roomName: string | null): string {
  const { venue } = entry.edition
  return [roomName, venue.name, venue.address, `${venue.city}-${venue.state}`].filter((part) => part).join(', ')
}

export function programmeItems(content: Content, entry: EditionEntry): ProgrammeItem[] {
  const rooms = new Map(entry.edition.rooms.map((room) => [room.id, room.name]))
  const activities = new Map((entry.activities?.activities ?? []).map((activity) => [activity.id, activity]))
  const url = absoluteUrl(content.site.siteUrl, programmePath(entry.year, content.site.currentEdition))
  return entry.programme.flatMap((day) =>
    day.entries.map((event) => {
      const activity = event.activity ? activities.get(event.activity) : undefined
      const parallel = event.activities.map((id) => activities.get(id)!)
      const roomName = event.room ? (rooms.get(event.room) ?? null) : null
      const person = (id: string) => content.personById(id)
      return {
        year: entry.year,
        id: event.id,
        title: event.title,
        date: day.date,
        start: event.start,
        end: event.end,
        startIso: localIso(day.date, event.start),
        endIso: localIso(day.date, event.end),
        durationMinutes: minutesBetween(event.start, event.end),
        roomId: event.room,
        roomName,
        location: venueText(entry, roomName),
        people: event.people.map((id) => ({ name: person(id).name, bio: person(id).bio })),
        activityKind: activity?.kind ?? null,
        summary: activity?.summary ?? null,
        // A block of parallel activities lists them, each with its people.
        description: activity
          ? plainText(activity.description)
          : parallel.length > 0
            ? parallel
                .map((a) => `- ${a.title}${a.people.length ? ` (${a.people.map((id) => person(id).name).join(', ')})` : ''}`)
                .join('\n')
            : null,
        url,
      }
    }),
  )
}
