// The programme item, resolved once from schedule.yaml, activities.yaml and the edition's rooms into the one shape every page,
// feed and file reads (instants of the event's zone, a room as `{ id, name }`, the activity itself): a new fact is resolved here.
import { dayTabLabel } from '../format/date-time.ts'
import { eventInstant, minutesBetween } from '../format/event-time.ts'
import { nextDay } from './time.ts'
import type { Activities, Activity } from './generated/activities.ts'
import type { CallDate } from './generated/call.ts'
import type { Room } from './generated/edition.ts'
import type { Schedule, ScheduleEvent } from './generated/schedule.ts'
import type { Site } from './generated/site.ts'

type Slot = ReturnType<typeof slot>

/** A cancelled item or activity stays on the programme, said in words, with the organisers' reason if any. */
export type Cancellation = { reason: string | null }

/** `cancelled` as written (true or the reason) as the outputs read it. */
export const cancellation = (cancelled: true | string | undefined): Cancellation | null =>
  cancelled === undefined ? null : { reason: cancelled === true ? null : cancelled }

/** What a visitor reads of a cancellation: "Cancelado", or "Cancelado. Motivo: …" (ui.cancelled, ui.cancelledReason). */
export function cancellationText(cancelled: Cancellation, ui: Pick<Site['ui'], 'cancelled' | 'cancelledReason'>): string {
  return cancelled.reason ? `${ui.cancelled}. ${ui.cancelledReason}: ${cancelled.reason}` : ui.cancelled
}

/** An activity of activities.yaml with its time, room and cancellation resolved. */
export type ResolvedActivity = Omit<Activity, 'when' | 'cancelled'> & { when: Slot | null; cancelled: Cancellation | null }

export type ProgrammeDay = ReturnType<typeof resolveProgramme>[number]
export type ProgrammeItem = ProgrammeDay['items'][number]

/** How a programme shows an activity's name: "Painel I: Profissional 5.0 – ...". */
export function activityHeading(activity: Pick<Activity, 'label' | 'title'>): string {
  return activity.label ? `${activity.label}: ${activity.title}` : activity.title
}

type Rooms = readonly Room[]

export const roomOf = (rooms: Rooms, id: string | null | undefined): Room | null => (id ? (rooms.find((r) => r.id === id) ?? null) : null)

/** When and where: local date and "HH:MM" times, the same as instants with the zone's offset ("2025-05-19T17:30:00-03:00"). */
function slot(rooms: Rooms, date: string, start: string, end: string, roomId: string | null) {
  const startsAt = eventInstant(date, start)
  const endsAt = eventInstant(date, end)
  return { date, start, end, startsAt, endsAt, durationMinutes: minutesBetween(startsAt, endsAt), room: roomOf(rooms, roomId) }
}

type ActivityLike = Pick<Activity, 'id' | 'when'>

/** An entry's day, times and room as written (its own, its activity's, or its block's span), ids unresolved: what the rules read. */
export type ScheduleEntry = NonNullable<ReturnType<typeof resolveEntry>>

/** The entry's day, times and room, or null when what it names is missing or undated (the rules report that). */
export function resolveEntry(event: ScheduleEvent, date: string, byId: ReadonlyMap<string, ActivityLike>) {
  const entry = (start: string, end: string, roomId: string | null | undefined) => ({
    id: event.id,
    date,
    start,
    end,
    roomId: roomId ?? null,
    activityId: event.activityId ?? null,
    activityIds: [...(event.activityIds ?? [])],
  })
  if (event.activityId !== undefined) {
    const when = byId.get(event.activityId)?.when
    return when ? entry(when.start, when.end, when.roomId) : null
  }
  if (event.activityIds !== undefined) {
    const whens = event.activityIds.map((id) => byId.get(id)?.when)
    if (whens.some((when) => !when)) return null
    const starts = whens.map((when) => when!.start).sort()
    const ends = whens.map((when) => when!.end).sort()
    return entry(starts[0]!, ends[ends.length - 1]!, event.roomId)
  }
  if (event.start === undefined || event.end === undefined) return null
  return entry(event.start, event.end, event.roomId)
}

export function activitiesById<A extends ActivityLike>(
  activities: { readonly activities: readonly A[] } | null | undefined,
): Map<string, A> {
  return new Map((activities?.activities ?? []).map((a) => [a.id, a]))
}

/** activities.yaml with each activity's time, room and cancellation resolved. */
export function resolveActivities(activities: Activities | null, rooms: Rooms) {
  if (!activities) return null
  return {
    ...activities,
    activities: activities.activities.map(({ when, cancelled, ...activity }): ResolvedActivity => ({
      ...activity,
      when: when ? slot(rooms, when.date, when.start, when.end, when.roomId) : null,
      cancelled: cancellation(cancelled),
    })),
  }
}

interface ProgrammeContext {
  year: string
  rooms: Rooms
  activities: readonly ResolvedActivity[]
  ui: Site['ui']
}

/** The edition's programme with every item's time, room, people, activity and links filled in. */
export function resolveProgramme(schedule: Schedule | null, activities: Activities | null, context: ProgrammeContext) {
  const written = activitiesById(activities)
  const byId = new Map(context.activities.map((a) => [a.id, a]))
  const item = (event: ScheduleEvent, date: string) => {
    // The cross-checks have made sure that every entry resolves and every id it names exists.
    const entry = resolveEntry(event, date, written)!
    const activity = entry.activityId ? byId.get(entry.activityId)! : null
    return {
      year: context.year,
      id: event.id,
      title: activity ? activityHeading(activity) : (event.title ?? ''),
      period: event.period,
      ...slot(context.rooms, date, entry.start, entry.end, entry.roomId),
      /** The item's own people, or its activity's (none for a block of parallel activities). */
      people: [...(activity ? activity.people : entry.activityIds.length > 0 ? [] : (event.participants ?? []))],
      activity,
      /** A block's parallel activities (minicourses), each at its own time and in its own room. */
      parts: entry.activityIds.map((id) => {
        const part = byId.get(id)!
        return { ...part.when!, activity: part }
      }),
      /** Links besides the item's page (a livestream), labelled as the site shows them. */
      links: event.livestream ? [{ label: context.ui.livestream, url: event.livestream }] : [],
      /** Its own `cancelled`, or that of the activity it shows. */
      cancelled: cancellation(event.cancelled) ?? activity?.cancelled ?? null,
    }
  }
  return (schedule?.days ?? []).map((day, index) => ({
    date: day.date,
    // The day's first instant and the next day's, in the event's zone.
    startsAt: eventInstant(day.date, '00:00'),
    endsAt: eventInstant(nextDay(day.date), '00:00'),
    // "Seg 19/05"; "Seg 19/05/2025" once the edition is over; "1º Dia" (ui.dayLabel).
    tabLabel: dayTabLabel(day.date, context.ui.weekdays),
    datedLabel: dayTabLabel(day.date, context.ui.weekdays, true),
    label: context.ui.dayLabel.replace('{dia}', String(index + 1)),
    items: day.events.map((event) => item(event, day.date)),
  }))
}

/** Every item of a programme, day after day. */
export function programmeItems<I>(programme: readonly { readonly items: readonly I[] }[]): I[] {
  return programme.flatMap((day) => day.items)
}

type WithPeople = {
  readonly people: readonly string[]
  readonly parts: readonly { readonly activity: { readonly people: readonly string[] } }[]
}

/** Everyone a programme shows: the items' people and those of their parallel activities. */
export function programmePeople(programme: readonly { readonly items: readonly WithPeople[] }[]): string[] {
  return programmeItems(programme).flatMap((item) => [...item.people, ...item.parts.flatMap((part) => part.activity.people)])
}

/** A call's date with its day, times and room filled in: its own, or those of the programme item it names. */
export type ResolvedCallDate = NonNullable<ReturnType<typeof resolveCallDates>>[number]

/** A call's dates, those that name a programme item (`item:`) read from it; null when one names an unknown item (a rule reports it). */
export function resolveCallDates(
  dates: readonly CallDate[],
  entries: readonly Pick<ScheduleEntry, 'id' | 'date' | 'start' | 'end' | 'roomId'>[],
) {
  const resolved = dates.map((d) => {
    if (d.item === undefined)
      return { ...d, date: d.date!, endDate: d.endDate ?? null, start: d.start ?? null, end: d.end ?? null, roomId: d.roomId ?? null }
    const entry = entries.find((e) => e.id === d.item)
    return entry && { ...d, date: entry.date, endDate: null, start: entry.start, end: entry.end, roomId: entry.roomId }
  })
  return resolved.every((d) => d !== undefined) ? resolved : null
}

/** A call date with its room resolved, as the loader gives it. */
export type CallDateWithRoom = Omit<ResolvedCallDate, 'roomId'> & { room: Room | null }
