// The frab/pretalx "schedule.json" that conference apps read (Giggity, ConfClerk, EventFahrplan),
// following the c3voc schema (voc/schedule validator). Ids are derived, never stored in data/.
import { createHash } from 'node:crypto'
import type { Content } from '../content/load-content'
import { absoluteUrl, ogImagePath } from './export-paths'
import { hhmmDuration } from './event-time'
import { programmeItems, venueText, type EditionEntry, type ProgrammeItem } from './programme-items'
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
  const items = programmeItems(content, entry)
  const roomNameOf = (item: ProgrammeItem) => item.roomName ?? edition.venue.name
  const roomNames = [...new Set(items.map(roomNameOf))]
  const roomGuid = (name: string) => uuidV5(`${siteUrl}/${entry.year}/room/${name}`)
  const days = (entry.schedule?.days ?? []).map((day, index) => {
    const dayItems = items.filter((item) => item.date === day.date)
    const rooms: Record<string, unknown[]> = {}
    for (const item of dayItems) {
      const guid = uuidV5(`${siteUrl}/${entry.year}/event/${item.id}`)
      ;(rooms[roomNameOf(item)] ??= []).push({
        id: legacyId(guid),
        guid,
        date: item.startIso,
        start: item.start,
        end: item.endIso,
        duration: hhmmDuration(item.durationMinutes),
        room: roomNameOf(item),
        slug: `sercomp${entry.year}-${item.id}`,
        url: item.url,
        title: item.title,
        subtitle: null,
        track: null,
        type: item.activityKind ? (KIND_TYPE[item.activityKind] ?? 'other') : 'other',
        language: 'pt',
        abstract: item.summary,
        description: item.description,
        do_not_record: null,
        persons: item.people.map((person) => ({ name: person.name, biography: person.bio })),
        links: [],
      })
    }
    const starts = dayItems.map((item) => item.startIso).sort()
    const ends = dayItems.map((item) => item.endIso).sort()
    return {
      index: index + 1,
      date: day.date,
      day_start: starts[0] ?? `${day.date}T00:00:00-03:00`,
      day_end: ends[ends.length - 1] ?? `${day.date}T23:59:00-03:00`,
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
    url: items[0]?.url ?? siteUrl,
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
