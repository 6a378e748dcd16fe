// The event's zone, America/Fortaleza, has been UTC-3 all year since 2000 (no daylight saving), so
// a local date and time become an instant by appending the fixed offset, as the content model does.
const EVENT_OFFSET = '-03:00'

/** "2025-05-19" + "17:30" -> "2025-05-19T17:30:00-03:00". */
export function localIso(date: string, time: string): string {
  return `${date}T${time}:00${EVENT_OFFSET}`
}

/** Minutes between two "HH:MM" times of the same day. */
export function minutesBetween(start: string, end: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  return m(end) - m(start)
}

/** 90 -> "01:30" (the frab duration format). */
export function hhmmDuration(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
