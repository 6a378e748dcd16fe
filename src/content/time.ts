// One notion of time (decision 0172): states derived from the content's dates and an instant (epoch ms), never written as a state.
import { eventInstant } from '../format/event-time.ts'
import type { Edition } from './generated/edition.ts'

/** A day of the event's zone, with its optional last day and times (a call date, resolved). */
type Dated = Record<'endDate' | 'start' | 'end', string | null> & { date: string }

const at = (date: string, time: string) => Date.parse(eventInstant(date, time))
/** The calendar day after a date: "2025-05-31" -> "2025-06-01". */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** When a date begins: its start time on its first day, else that day's first instant. */
export const startOf = (d: Dated) => at(d.date, d.start ?? '00:00')

/** When a date ends: its end time on its last day, else the end of that last day. */
export const endOf = (d: Dated) => (d.end ? at(d.endDate ?? d.date, d.end) : at(nextDay(d.endDate ?? d.date), '00:00'))

export function editionPhase(edition: Pick<Edition, 'start' | 'end'>, now: number): 'upcoming' | 'on' | 'over' {
  if (now >= Date.parse(edition.end)) return 'over'
  return now >= Date.parse(edition.start) ? 'on' : 'upcoming'
}

/** When something can be done: from `opensAt` (null: since it was published) until `closesAt`. */
export interface Window {
  opensAt: number | null
  closesAt: number
}

export type WindowState = 'upcoming' | 'open' | 'closed'

export function windowState(window: Window, now: number): WindowState {
  if (now >= window.closesAt) return 'closed'
  return window.opensAt !== null && now < window.opensAt ? 'upcoming' : 'open'
}

/** A call opens when the date its window's `opensDateId` names begins and closes when its `closesDateId` date ends. */
export function callWindow(call: {
  window: { opensDateId: string | null; closesDateId: string }
  dates: readonly (Dated & { id: string })[]
}): Window {
  const date = (id: string) => {
    const found = call.dates.find((d) => d.id === id)
    // Validation (rules/call-window.ts) makes sure both name a date of the call.
    if (!found) throw new Error(`call window names an unknown date: ${id}`)
    return found
  }
  const { opensDateId, closesDateId } = call.window
  return { opensAt: opensDateId === null ? null : startOf(date(opensDateId)), closesAt: endOf(date(closesDateId)) }
}

/** Online registration: from the start of `opens` until the end of `closes`, else until the event starts. */
export function registrationWindow(edition: Pick<Edition, 'start' | 'registration'>): Window {
  const { opens, closes } = edition.registration
  return {
    opensAt: opens === null ? null : at(opens, '00:00'),
    closesAt: closes === null ? Date.parse(edition.start) : at(nextDay(closes), '00:00'),
  }
}

/** Online before its window closes; then on site during the event when the edition takes it; none once over. */
export function registrationState(edition: Pick<Edition, 'start' | 'end' | 'registration'>, now: number): WindowState | 'on-site' | 'over' {
  if (editionPhase(edition, now) === 'over') return 'over'
  const online = windowState(registrationWindow(edition), now)
  if (online !== 'closed') return online
  return edition.registration.onSite ? 'on-site' : 'closed'
}

/** When the next edition starts (its `start`, else its first day's first instant); null while its dates are not known. */
export function nextEditionStart(edition: Pick<Edition, 'next'>): number | null {
  const next = edition.next
  if (!next || !('startDate' in next)) return null
  return next.start === null ? at(next.startDate, '00:00') : Date.parse(next.start)
}

/** Every instant at which what the site shows of an edition changes (start, end, registration, calls, next edition), sorted, unique. */
export function editionBoundaries(edition: Pick<Edition, 'start' | 'end' | 'registration' | 'next'>, calls: readonly Window[]): number[] {
  const registration = registrationWindow(edition)
  const all = [Date.parse(edition.start), Date.parse(edition.end), registration.opensAt, registration.closesAt, nextEditionStart(edition)]
  for (const call of calls) all.push(call.opensAt, call.closesAt)
  return [...new Set(all.filter((t): t is number => t !== null))].sort((a, b) => a - b)
}
