// A programme entry either carries its own time, room and people, or names the activity (or the
// parallel activities) it shows: those facts then live only in activities.yaml and are read from
// there, by the loader for the pages and exports, and by the cross-checks.
import { dayOrdinalLabel, dayTabLabel } from '../format/date-time.ts'
import type { Activities, Activity } from './generated/activities.ts'
import type { Schedule, ScheduleEvent } from './generated/schedule.ts'

export interface ProgrammeEntry {
  id: string
  title: string
  start: string
  end: string
  period: ScheduleEvent['period']
  room: string | null
  /** People of the entry itself, or of the activity it shows (empty for parallel activities). */
  people: string[]
  /** The activity the entry shows, or null. */
  activity: string | null
  /** The parallel activities the entry lists (empty otherwise). */
  activities: string[]
}

export interface ProgrammeDay {
  date: string
  /** "19/MAIO", from the date. */
  tabLabel: string
  /** "1º Dia", from the day's position. */
  label: string
  entries: ProgrammeEntry[]
}

type ActivityLike = Pick<Activity, 'id' | 'label' | 'title' | 'people' | 'when'>

/** How a programme shows an activity's name: "Painel I: Profissional 5.0 – ...". */
export function activityHeading(activity: Pick<Activity, 'label' | 'title'>): string {
  return activity.label ? `${activity.label}: ${activity.title}` : activity.title
}

/**
 * One entry with every fact resolved, or null when what it names is missing or undated (the
 * cross-checks report that; the loader never sees such content).
 */
export function resolveEntry(event: ScheduleEvent, byId: ReadonlyMap<string, ActivityLike>): ProgrammeEntry | null {
  if (event.activity !== undefined) {
    const activity = byId.get(event.activity)
    if (!activity?.when) return null
    return {
      id: event.id,
      title: activityHeading(activity),
      start: activity.when.start,
      end: activity.when.end,
      period: event.period,
      room: activity.when.room,
      people: [...activity.people],
      activity: activity.id,
      activities: [],
    }
  }
  if (event.activities !== undefined) {
    const listed = event.activities.map((id) => byId.get(id))
    const whens = listed.map((a) => a?.when)
    if (whens.some((w) => !w)) return null
    const starts = whens.map((w) => w!.start).sort()
    const ends = whens.map((w) => w!.end).sort()
    return {
      id: event.id,
      title: event.title ?? '',
      start: starts[0]!,
      end: ends[ends.length - 1]!,
      period: event.period,
      room: event.room ?? null,
      people: [],
      activity: null,
      activities: [...event.activities],
    }
  }
  if (event.start === undefined || event.end === undefined) return null
  return {
    id: event.id,
    // A missing title is reported by the cross-checks; times still take part in theirs.
    title: event.title ?? '',
    start: event.start,
    end: event.end,
    period: event.period,
    room: event.room ?? null,
    people: [...(event.participants ?? [])],
    activity: null,
    activities: [],
  }
}

export function activitiesById(activities: Pick<Activities, 'activities'> | null | undefined): Map<string, ActivityLike> {
  return new Map((activities?.activities ?? []).map((a) => [a.id, a]))
}

/** The edition's programme with every entry's time, room and people filled in. */
export function resolveProgramme(
  schedule: Schedule | null | undefined,
  activities: Pick<Activities, 'activities'> | null | undefined,
): ProgrammeDay[] {
  const byId = activitiesById(activities)
  return (schedule?.days ?? []).map((day, index) => ({
    date: day.date,
    tabLabel: dayTabLabel(day.date),
    label: dayOrdinalLabel(index),
    entries: day.events.map((event) => resolveEntry(event, byId)).filter((e): e is ProgrammeEntry => e !== null),
  }))
}
