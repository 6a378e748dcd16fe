// iCalendar (RFC 5545) by hand, one writer for the build's calendars and the 'Minha agenda' download (decision 0011).
/** Timed: ISO 8601 instants, written in UTC (no VTIMEZONE); no end is a moment. All-day: dates, the end day included. */
export type IcsWhen = { startIso: string; endIso: string | null } | { startDay: string; endDay: string }

export type IcsEvent = IcsWhen & {
  /** Stable across builds, so a calendar app updates the entry instead of adding a copy. */
  uid: string
  title: string
  location?: string | null
  url: string
  description?: string | null
  organizer?: { name: string; email: string }
  /** CANCELLED: the event stays in the file so a calendar that has it marks it (RFC 5545 3.8.1.11). */
  cancelled?: boolean
  /** SEQUENCE: how many times the event has changed since first published (0 when omitted). */
  sequence?: number
}

/** "20250519T220000Z". */
const icsUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '')

/** TEXT values escape backslash, newlines, semicolon and comma. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,')
}

const octets = new TextEncoder()

/** Content lines of at most 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const parts = ['']
  for (const char of line) {
    if (octets.encode(parts.at(-1)! + char).length > (parts.length === 1 ? 75 : 74)) parts.push('')
    parts[parts.length - 1] += char
  }
  return parts.join('\r\n ')
}

const newlines = (text: string) => text.replace(/\r?\n/g, '\\n')

/** "2025-04-30" -> "20250430"; DTEND of an all-day event is the day after the last one (exclusive). */
const icsDay = (day: string, plus = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')

function when(event: IcsEvent): string[] {
  if ('startDay' in event) return [`DTSTART;VALUE=DATE:${icsDay(event.startDay)}`, `DTEND;VALUE=DATE:${icsDay(event.endDay, 1)}`]
  return [`DTSTART:${icsUtc(Date.parse(event.startIso))}`, ...(event.endIso ? [`DTEND:${icsUtc(Date.parse(event.endIso))}`] : [])]
}

/** `stampMs`: DTSTAMP, when the file was written. */
export function icsCalendar({ name, stampMs, events }: { name: string; stampMs: number; events: readonly IcsEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'PRODID:-//SERCOMP//Site//PT',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${newlines(name)}`,
    'X-PUBLISHED-TTL:PT1H',
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DTSTAMP:${icsUtc(stampMs)}`,
      `SEQUENCE:${event.sequence ?? 0}`,
      ...when(event),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `URL:${newlines(event.url)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      ...(event.organizer ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, '')}":MAILTO:${event.organizer.email}`] : []),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
