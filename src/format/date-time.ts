// The event's zone (here and nowhere else) and its dates, in Intl alone for the browser scripts (the build's: event-time.ts).
export const EVENT_TIME_ZONE = 'America/Fortaleza'

// Created on first use: the first Intl object loads the locale data, tens of ms of a phone's start-up task (decision 0065).
let parts: Intl.DateTimeFormat | undefined
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }))

/** An instant's date and time in the event's zone, whatever zone the visitor's machine is in. */
export function eventDateTime(value: string | number | Date) {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`)
  const p: Record<string, string> = {}
  for (const part of partsFormat().formatToParts(date)) p[part.type] = part.value
  return { day: p.day!, month: p.month!, year: p.year!, hour: p.hour!, minute: p.minute!, second: p.second! }
}

// DD/MM/YYYY HH:mm:ss in the event's zone.
export function formatDateTime(value: string | number | Date): string {
  const p = eventDateTime(value)
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`
}

// The content's dates are the event zone's calendar days: formatted from their digits, so no machine's zone moves them.
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']

function dayParts(isoDate: string): { y: number; m: number; d: number } {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  return { y, m, d }
}

/** "2025-05-21" -> "21/05/2025". */
export function formatDay(isoDate: string): string {
  return isoDate.split('-').reverse().join('/')
}

/** An edition's days in words: "19 a 21 de maio de 2025", "30 de maio a 1 de junho de 2026", "19 de maio de 2025"… */
export function datesText(start: string, end: string): string {
  const a = dayParts(start)
  const b = dayParts(end)
  if (start === end) return `${a.d} de ${MONTHS[a.m - 1]} de ${a.y}`
  if (a.y !== b.y) return `${a.d} de ${MONTHS[a.m - 1]} de ${a.y} a ${b.d} de ${MONTHS[b.m - 1]} de ${b.y}`
  if (a.m !== b.m) return `${a.d} de ${MONTHS[a.m - 1]} a ${b.d} de ${MONTHS[b.m - 1]} de ${b.y}`
  return `${a.d} a ${b.d} de ${MONTHS[a.m - 1]} de ${a.y}`
}

/** A month in words: "2027-05" -> "maio de 2027". */
export function monthText(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${MONTHS[m - 1]} de ${y}`
}

/** The days of the week as Date.getUTCDay() counts them, Sunday first: keys of the site's ui.weekdays. */
const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const

/** A programme day's tab: "2026-05-14" -> "Qui 14/05" (names: the site's ui.weekdays); `withYear`: "Qui 14/05/2026". */
export function dayTabLabel(isoDate: string, names: Readonly<Record<(typeof WEEKDAYS)[number], string>>, withYear = false): string {
  const weekday = names[WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!]
  return `${weekday} ${formatDay(isoDate).slice(0, withYear ? 10 : 5)}`
}

/** "2025-05-19" plus `days` (may be negative), as a calendar date. */
export function addDays(isoDate: string, days: number): string {
  const { y, m, d } = dayParts(isoDate)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
