export const EVENT_TIME_ZONE = 'America/Fortaleza'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

// DD/MM/YYYY HH:mm:ss in the event's zone, whatever zone the visitor's machine is in.
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`)
  const p: Record<string, string> = {}
  for (const part of parts.formatToParts(date)) p[part.type] = part.value
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`
}
