// The visitor's agenda as an iCalendar file (RFC 5545), written in the browser. Each event keeps
// the UID of its per-item file (src/publishing/calendar.ts), so a calendar app that already has the
// item updates it instead of adding a copy.
export interface IcsItem {
  uid: string
  title: string
  startIso: string
  endIso: string
  location: string
  url: string
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values escape backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines of at most 75 octets, never splitting a character. */
export function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function agendaIcs(items: readonly IcsItem[], calendarName: string, stampMs: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'PRODID:-//SERCOMP//Site//PT',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
  ]
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.uid}`,
      `DTSTAMP:${utc(new Date(stampMs).toISOString())}`,
      `DTSTART:${utc(item.startIso)}`,
      `DTEND:${utc(item.endIso)}`,
      `SUMMARY:${escapeText(item.title)}`,
      `LOCATION:${escapeText(item.location)}`,
      `URL:${item.url}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
