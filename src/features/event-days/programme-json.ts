// Build time: the current edition's programme as the small JSON block the event-day scripts read
// ('Agora'/'A seguir', the stars, /minha-agenda). Instants carry the event zone's offset, so the visitor's
// clock zone cannot shift them; UIDs are the per-item .ics files' own, so calendars merge.
import type { Content } from '../../content/load-content'
import { calendarLocation, calendarUid } from '../../publishing/calendar'
import { programmeUrl } from '../../publishing/export-paths'
import type { ProgrammeJson } from '../../client/programme-json'

export function programmeJson(content: Content): ProgrammeJson {
  const edition = content.currentEdition
  const url = programmeUrl(content, edition.year)
  const { title, subtitle, start, end } = edition.edition
  return {
    year: edition.year,
    start,
    end,
    calendarName: `${title} — ${subtitle}`,
    items: edition.programme.flatMap((day) =>
      day.items.map((item) => ({
        id: item.id,
        uid: calendarUid(content.site.siteUrl, edition.year, item.id),
        title: item.title,
        date: item.date,
        day: `${day.label} — ${day.tabLabel}`,
        start: item.start,
        end: item.end,
        startIso: item.startsAt,
        endIso: item.endsAt,
        roomName: item.room?.name ?? null,
        location: calendarLocation(edition, item.room),
        url,
        // Absent unless cancelled: the block rides on every programme page and the home page.
        ...(item.cancelled ? { cancelled: item.cancelled } : {}),
      })),
    ),
  }
}

/** JSON safe inside <script type="application/json"> (no "</script>" can close it early). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
