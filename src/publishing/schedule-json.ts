// The frab/pretalx "schedule.json" that conference apps read (Giggity, ConfClerk, EventFahrplan),
// following the c3voc schema (voc/schedule validator). Ids are derived, never stored in data/.
import { createHash } from 'node:crypto'
import type { Content } from '../content/load-content'
import { absoluteUrl, ogImagePath } from './export-paths'
import { eventInstant, hhmm } from '../format/event-time'
import {
  itemDescription,
  itemKind,
  itemPeople,
  itemSummary,
  programmeItems,
  programmeUrl,
  venueText,
  type EditionEntry,
  type ProgrammeItem,
} from './programme-items'
import { uuidV5 } from './stable-uuid'

const KIND_TYPE: Record<string, string> = {
  palestra: 'talk',
  painel: 'discussion',
  'mesa-redonda': 'discussion',
  minicurso: 'workshop',
  oficina: 'hands-on',
  workshop: 'workshop',
  hackathon: 'other',
}

/** The legacy integer id, derived from the guid so it stays put when items are added or moved. */
function legacyId(guid: string): number {
  return Number.parseInt(guid.replace(/-/g, '').slice(0, 7), 16) + 1
}

export function scheduleJson(content: Content, entry: EditionEntry) {
  const { edition } = entry
  const siteUrl = content.site.siteUrl
  const items = programmeItems(entry)
  const url = programmeUrl(content, entry)
  const roomNameOf = (item: ProgrammeItem) => item.roomName ?? edition.venue.name
  const roomNames = [...new Set(items.map(roomNameOf))]
  const roomGuid = (name: string) => uuidV5(`${siteUrl}/${entry.year}/room/${name}`)
  const days = (entry.schedule?.days ?? []).map((day, index) => {
    const dayItems = entry.programme.find((d) => d.date === day.date)?.entries ?? []
    const rooms: Record<string, unknown[]> = {}
    for (const item of dayItems) {
      const guid = uuidV5(`${siteUrl}/${entry.year}/event/${item.id}`)
      ;(rooms[roomNameOf(item)] ??= []).push({
        id: legacyId(guid),
        guid,
        date: item.startsAt,
        start: item.start,
        end: item.endsAt,
        duration: hhmm(item.durationMinutes),
        room: roomNameOf(item),
        slug: `sercomp${entry.year}-${item.id}`,
        url,
        title: item.title,
        subtitle: null,
        track: null,
        type: KIND_TYPE[itemKind(entry, item) ?? ''] ?? 'other',
        language: 'pt',
        abstract: itemSummary(entry, item),
        description: itemDescription(content, entry, item),
        do_not_record: null,
        persons: itemPeople(content, item).map((person) => ({ name: person.name, biography: person.bio })),
        links: item.links.map((link) => ({ url: link.url, title: link.label })),
      })
    }
    const starts = dayItems.map((item) => item.startsAt).sort()
    const ends = dayItems.map((item) => item.endsAt).sort()
    return {
      index: index + 1,
      date: day.date,
      day_start: starts[0] ?? eventInstant(day.date, '00:00'),
      day_end: ends[ends.length - 1] ?? eventInstant(day.date, '23:59'),
      rooms,
    }
  })
  const body = {
    acronym: `sercomp${entry.year}`,
    title: `${edition.title} — ${edition.subtitle}`,
    description: `${edition.theme}. ${venueText(entry, null)}.`,
    start: edition.startDate,
    end: edition.endDate,
    daysCount: days.length,
    timeslot_duration: '00:15',
    time_zone_name: edition.timeZone,
    logo: absoluteUrl(siteUrl, ogImagePath(entry.year)),
    url: items.length > 0 ? url : siteUrl,
    rooms: roomNames.map((name) => ({ name, guid: roomGuid(name) })),
    days,
  }
  // Apps compare `version` to decide whether to reload, so it changes exactly when the content does.
  const version = createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12)
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'sercomp-site', url: siteUrl },
    schedule: { version, base_url: `${siteUrl}/`, conference: body },
  }
}
