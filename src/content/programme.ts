// The programme item, resolved once: schedule.yaml says what is shown when, activities.yaml holds
// each activity's facts, edition.yaml the rooms. An entry either carries its own time, room and
// people, or names the activity (or the parallel activities) it shows; either way the loader hands
// every page, feed and file (the programme, activity pages, .ics, schedule.json, the agenda) this
// one shape, with times as instants of the event's zone and rooms by name. Each output is a function
// of it: a new fact of an item is added here and reaches them all.
import { dayTabLabel } from '../format/date-time.ts'
import { eventInstant, minutesBetween } from '../format/event-time.ts'
import type { Activities, Activity } from './generated/activities.ts'
import type { CallDate } from './generated/call.ts'
import type { Edition } from './generated/edition.ts'
import type { Schedule, ScheduleEvent } from './generated/schedule.ts'
import type { Site } from './generated/site.ts'

/** A link an item offers besides its page, with the label the site shows for it. */
interface ItemLink {
  label: string
  url: string
}

/** When and where something happens: local date and "HH:MM" times, the same as instants, the room. */
export interface Slot {
  date: string
  start: string
  end: string
  /** ISO 8601 instants with the event zone's offset ("2025-05-19T17:30:00-03:00"). */
  startsAt: string
  endsAt: string
  durationMinutes: number
  /** Room id (edition.yaml rooms) and its name, or null. */
  room: string | null
  roomName: string | null
}

/** One of the parallel activities of a block (a minicourse), with its own time and room. */
interface ProgrammePart extends Slot {
  activity: string
  title: string
  people: string[]
}

export interface ProgrammeEntry extends Slot {
  /** The edition's folder name ("2025"). */
  year: string
  id: string
  title: string
  period: ScheduleEvent['period']
  /** People of the entry itself, or of the activity it shows (empty for parallel activities). */
  people: string[]
  /** The activity the entry shows, or null. */
  activity: string | null
  /** The parallel activities the entry lists (empty otherwise), as ids and resolved. */
  activities: string[]
  parts: ProgrammePart[]
  /** Links besides the item's page, in the order the site shows them. */
  links: ItemLink[]
}

export interface ProgrammeDay {
  date: string
  /** "19/MAIO", from the date. */
  tabLabel: string
  /** "1º Dia", from the day's position (ui.dayLabel). */
  label: string
  entries: ProgrammeEntry[]
}

type ActivityLike = Pick<Activity, 'id' | 'label' | 'title' | 'people' | 'when'>

/** What resolving needs besides the schedule: the edition's year and rooms, and the link labels. */
export interface ProgrammeContext {
  year: string
  rooms: Edition['rooms']
  /** The site's labels; the cross-checks resolve entries without them (and so without links). */
  ui?: Site['ui']
}

/** How a programme shows an activity's name: "Painel I: Profissional 5.0 – ...". */
export function activityHeading(activity: Pick<Activity, 'label' | 'title'>): string {
  return activity.label ? `${activity.label}: ${activity.title}` : activity.title
}

type Rooms = readonly { readonly id: string; readonly name: string }[]

/** The name of one of the edition's rooms, or null. */
export function roomName(rooms: Rooms, id: string | null | undefined): string | null {
  return id ? (rooms.find((r) => r.id === id)?.name ?? null) : null
}

export function slot(rooms: Rooms, date: string, start: string, end: string, room: string | null): Slot {
  const startsAt = eventInstant(date, start)
  const endsAt = eventInstant(date, end)
  return {
    date,
    start,
    end,
    startsAt,
    endsAt,
    durationMinutes: minutesBetween(startsAt, endsAt),
    room,
    roomName: roomName(rooms, room),
  }
}

/** The links an entry offers, labelled as the site shows them. */
function links(event: ScheduleEvent, ui: ProgrammeContext['ui']): ItemLink[] {
  if (!ui) return []
  return event.livestream ? [{ label: ui.livestream, url: event.livestream }] : []
}

type EntryFacts = Pick<ProgrammeEntry, 'title' | 'people' | 'activity' | 'activities' | 'parts'>

/**
 * One entry with every fact resolved, or null when what it names is missing or undated (the
 * cross-checks report that; the loader never sees such content).
 */
export function resolveEntry(
  event: ScheduleEvent,
  date: string,
  byId: ReadonlyMap<string, ActivityLike>,
  context: ProgrammeContext,
): ProgrammeEntry | null {
  // The three forms differ in their facts and where their times come from; the rest is the entry's own.
  const entry = (start: string, end: string, room: string | null, facts: EntryFacts): ProgrammeEntry => ({
    year: context.year,
    id: event.id,
    period: event.period,
    links: links(event, context.ui),
    ...slot(context.rooms, date, start, end, room),
    ...facts,
  })
  if (event.activity !== undefined) {
    const activity = byId.get(event.activity)
    if (!activity?.when) return null
    const { start, end, room } = activity.when
    const facts = { title: activityHeading(activity), people: [...activity.people], activity: activity.id, activities: [], parts: [] }
    return entry(start, end, room, facts)
  }
  if (event.activities !== undefined) {
    const listed = event.activities.map((id) => byId.get(id))
    if (listed.some((a) => !a?.when)) return null
    const parts = listed.map((a) => ({
      ...slot(context.rooms, date, a!.when!.start, a!.when!.end, a!.when!.room),
      activity: a!.id,
      title: a!.title,
      people: [...a!.people],
    }))
    const starts = parts.map((p) => p.start).sort()
    const ends = parts.map((p) => p.end).sort()
    const facts = { title: event.title ?? '', people: [], activity: null, activities: [...event.activities], parts }
    return entry(starts[0]!, ends[ends.length - 1]!, event.room ?? null, facts)
  }
  if (event.start === undefined || event.end === undefined) return null
  // A missing title is reported by the cross-checks; times still take part in theirs.
  const facts = { title: event.title ?? '', people: [...(event.participants ?? [])], activity: null, activities: [], parts: [] }
  return entry(event.start, event.end, event.room ?? null, facts)
}

export function activitiesById(activities: Pick<Activities, 'activities'> | null | undefined): Map<string, ActivityLike> {
  return new Map((activities?.activities ?? []).map((a) => [a.id, a]))
}

/** The edition's programme with every entry's time, room, people and links filled in. */
export function resolveProgramme(
  schedule: Schedule | null | undefined,
  activities: Pick<Activities, 'activities'> | null | undefined,
  context: ProgrammeContext & { ui: Site['ui'] },
): ProgrammeDay[] {
  const byId = activitiesById(activities)
  return (schedule?.days ?? []).map((day, index) => ({
    date: day.date,
    tabLabel: dayTabLabel(day.date),
    label: context.ui.dayLabel.replace('{dia}', String(index + 1)),
    entries: day.events.map((event) => resolveEntry(event, day.date, byId, context)).filter((e): e is ProgrammeEntry => e !== null),
  }))
}

/** A call's date with its day, times and room filled in: its own, or those of the programme item it names. */
export type ResolvedCallDate = Omit<CallDate, 'date' | 'endDate' | 'start' | 'end' | 'room'> & {
  date: string
  endDate: string | null
  start: string | null
  end: string | null
  room: string | null
}

/**
 * A call's dates, those that name a programme item (`item:`, the hackathon's mentoring) read from
 * it: the same event is written once, the programme holds it and the call refers to it. Null when a
 * date names an item the programme does not have (the cross-checks report it).
 */
export function resolveCallDates(
  dates: readonly CallDate[],
  entries: readonly Pick<ProgrammeEntry, 'id' | 'date' | 'start' | 'end' | 'room'>[],
): ResolvedCallDate[] | null {
  const resolved = dates.map((d): ResolvedCallDate | undefined => {
    if (d.item === undefined)
      return { ...d, date: d.date!, endDate: d.endDate ?? null, start: d.start ?? null, end: d.end ?? null, room: d.room ?? null }
    const entry = entries.find((e) => e.id === d.item)
    return entry && { ...d, date: entry.date, endDate: null, start: entry.start, end: entry.end, room: entry.room }
  })
  return resolved.every((d) => d !== undefined) ? resolved : null
}
