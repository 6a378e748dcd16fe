// The build's date and time conversions, on dayjs: build time only, where it would add about 5 KB to a browser script.
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { EVENT_TIME_ZONE } from './date-time.ts'

dayjs.extend(utc)
dayjs.extend(timezone)

/** A date and "HH:MM" of the event's zone as an instant: "2025-05-19" + "17:30" -> "2025-05-19T17:30:00-03:00". */
export function eventInstant(date: string, time: string): string {
  return dayjs.tz(`${date} ${time}`, EVENT_TIME_ZONE).format()
}

/** Minutes from one instant to another (eventInstant's strings, or any ISO 8601 with an offset). */
export function minutesBetween(startIso: string, endIso: string): number {
  return dayjs(endIso).diff(dayjs(startIso), 'minute')
}

/** Minutes since midnight of an "HH:MM" time of day. */
export function minutesOfDay(time: string): number {
  const at = dayjs.utc(`1970-01-01T${time}:00Z`)
  return at.hour() * 60 + at.minute()
}

/** 90 -> "01:30" (frab durations, time-of-day labels). */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
