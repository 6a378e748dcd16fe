// The frab/c3voc "schedule.json" conference apps read (Giggity, ConfClerk, EventFahrplan); ids are derived, never stored in data/:
// RFC 4122 version-5 UUIDs in the URL namespace, so a name keeps its id across rebuilds and apps keep favourites and updates.
import { createHash } from 'node:crypto'
import { v5 } from 'uuid'
import type { Content, DeepReadonly, EditionContent } from '../content/load-content'
import { cancellationText, programmeItems, type ProgrammeItem } from '../content/programme'
import { absoluteUrl, ogImagePath, programmeUrl } from './export-paths'
import { eventInstant, hhmm } from '../format/event-time'
import { calendarLocation, itemDescription } from './calendar'

const KIND_TYPE: Record<string, string> = {
  palestra: 'talk',
  painel: 'discussion',
  'mesa-redonda': 'discussion',
  minicurso: 'workshop',
  oficina: 'hands-on',
  workshop: 'workshop',
  hackathon: 'other',
}

/** `versions`: how many versions the programme has had (programme-history.ts); none known is one. */
export function scheduleJson(content: Content, edition: EditionContent, versions = 0) {
  const { year } = edition
  const siteUrl = content.site.siteUrl
  const items = programmeItems(edition.programme)
  const url = programmeUrl(content, year)
  // frab names each room; an item without one takes place at the venue.
  const roomNameOf = (item: DeepReadonly<ProgrammeItem>) => item.room?.name ?? edition.edition.venue.name
  const roomNames = [...new Set(items.map(roomNameOf))]
  const days = edition.programme.map((day, index) => {
    const rooms: Record<string, unknown[]> = {}
    for (const item of day.items) {
      const guid = v5(`${siteUrl}/${year}/event/${item.id}`, v5.URL)
      ;(rooms[roomNameOf(item)] ??= []).push({
        // The legacy integer id, from the guid so it stays put when items are added or moved.
        id: Number.parseInt(guid.replace(/-/g, '').slice(0, 7), 16) + 1,
        guid,
        date: item.startsAt,
        start: item.start,
        end: item.endsAt,
        duration: hhmm(item.durationMinutes),
        room: roomNameOf(item),
        slug: `sercomp${year}-${item.id}`,
        url,
        title: item.title,
        // The format has no state: a cancelled item stays, its subtitle saying so, as apps show it under the title.
        subtitle: item.cancelled ? cancellationText(item.cancelled, content.site.ui) : null,
        track: null,
        type: KIND_TYPE[item.activity?.kind ?? ''] ?? 'other',
        language: 'pt',
        abstract: item.activity?.summary ?? null,
        description: itemDescription(content, item) || null,
        do_not_record: null,
        persons: item.people.map((id) => content.personById(id)).map((person) => ({ name: person.name, biography: person.bio })),
        links: item.links.map((link) => ({ url: link.url, title: link.label })),
      })
    }
    const starts = day.items.map((item) => item.startsAt).sort()
    const ends = day.items.map((item) => item.endsAt).sort()
    return {
      index: index + 1,
      date: day.date,
      day_start: starts[0] ?? eventInstant(day.date, '00:00'),
      day_end: ends[ends.length - 1] ?? eventInstant(day.date, '23:59'),
      rooms,
    }
  })
  const { title, subtitle, theme, startDate, endDate, timeZone } = edition.edition
  const body = {
    acronym: `sercomp${year}`,
    title: `${title} — ${subtitle}`,
    description: `${theme}. ${calendarLocation(edition, null)}.`,
    start: startDate,
    end: endDate,
    daysCount: days.length,
    timeslot_duration: '00:15',
    time_zone_name: timeZone,
    logo: absoluteUrl(siteUrl, ogImagePath(year)),
    url: items.length > 0 ? url : siteUrl,
    rooms: roomNames.map((name) => ({ name, guid: v5(`${siteUrl}/${year}/room/${name}`, v5.URL) })),
    days,
  }
  // The changelog's "Versão N", then a hash: apps reload when `version` changes, so it changes exactly when the content does.
  const version = `${Math.max(1, versions)}.${createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12)}`
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'sercomp-site', url: siteUrl },
    schedule: { version, base_url: `${siteUrl}/`, conference: body },
  }
}
