// Build time: the current edition's programme as the small JSON block the event-day scripts read
// ('Agora'/'A seguir', the stars, /minha-agenda). Instants carry the event zone's offset, so the visitor's
// clock zone cannot shift them; UIDs are the per-item .ics files' own, so calendars merge.
import type { Content } from '../../content/load-content'
import { calendarUid } from '../../publishing/calendar'
import { programmeItems, programmeUrl, venueText } from '../../publishing/programme-items'
import type { ProgrammeJson } from '../../client/programme-json'

export function programmeJson(content: Content): ProgrammeJson {
  const entry = content.currentEdition
  const url = programmeUrl(content, entry)
  const days = new Map(entry.programme.map((day) => [day.date, `${day.label} — ${day.tabLabel}`]))
  return {
    year: entry.year,
    start: entry.edition.start,
    end: entry.edition.end,
    calendarName: `${entry.edition.title} — ${entry.edition.subtitle}`,
    items: programmeItems(entry).map((item) => ({
      id: item.id,
      uid: calendarUid(content.site.siteUrl, entry.year, item.id),
      title: item.title,
      date: item.date,
      day: days.get(item.date) ?? item.date,
      start: item.start,
      end: item.end,
      startIso: item.startsAt,
      endIso: item.endsAt,
      room: item.roomName,
      location: venueText(entry, item.roomName),
      url,
    })),
  }
}

/** JSON safe inside <script type="application/json"> (no "</script>" can close it early). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
