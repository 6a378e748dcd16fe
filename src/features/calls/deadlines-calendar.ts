// Build time only: an edition's own call dates as one iCalendar file to subscribe to (decisions 0011, 0178: an earlier call stays in its edition's file).
import type { Content, DeepReadonly, EditionContent } from '../../content/load-content'
import type { CallDateWithRoom as CallDate } from '../../content/programme'
import { icsCalendar, type IcsEvent, type IcsWhen } from '../../format/icalendar'
import { fillTemplate } from '../../components/edition-template'
import { absoluteUrl } from '../../publishing/export-paths'
import { callPathOf } from '../../content/calls'
import { eventInstant } from '../../format/event-time'
import { calendarLocation } from '../../publishing/calendar'

/** No time: whole days; a start and an end: a slot; an end alone: a deadline on the last day; a start alone: a moment. */
function when(date: DeepReadonly<CallDate>): IcsWhen {
  const lastDay = date.endDate ?? date.date
  if (date.start === null && date.end === null) return { startDay: date.date, endDay: lastDay }
  if (date.start === null) return { startIso: eventInstant(lastDay, date.end!), endIso: null }
  return { startIso: eventInstant(date.date, date.start), endIso: date.end ? eventInstant(lastDay, date.end) : null }
}

/** Null when no call has dates; `sequences`: changes per "<kind>/<id>" since first published (decision 0181), absent: 0. */
export function deadlinesCalendar(
  content: Content,
  entry: EditionContent,
  stamp: Date,
  sequences: ReadonlyMap<string, number> = new Map(),
): string | null {
  const { edition } = entry
  const host = new URL(content.site.siteUrl).hostname
  const events: IcsEvent[] = []
  for (const call of entry.calls) {
    const { kind } = call
    const path = callPathOf(entry.year, call, content.site.currentEdition)
    const callTitle = fillTemplate(call.title, edition, call.dates)
    for (const date of call.dates) {
      events.push({
        uid: `sercomp-${entry.year}-prazo-${kind}-${date.id}@${host}`,
        title: `${fillTemplate(date.label, edition, call.dates)} (${callTitle})`,
        ...when(date),
        // A place only for what happens at the congress: a deadline is met from anywhere.
        location: date.room ? calendarLocation(entry, date.room) : null,
        url: absoluteUrl(content.site.siteUrl, path),
        description: callTitle,
        organizer: { name: content.site.name, email: content.site.contact.email },
        sequence: sequences.get(`${kind}/${date.id}`) ?? 0,
      })
    }
  }
  if (events.length === 0) return null
  return icsCalendar({ name: `${content.site.ui.deadlinesCalendarName} — ${edition.title}`, stampMs: stamp.getTime(), events })
}
