// Build time only (called from +data.ts hooks): turns content records that refer to people and
// rooms by id into plain, serialisable views the programme, people and edition pages render.
import type { Content } from '../../content/load-content'
import { slot } from '../../content/programme'
import type { Activity } from '../../content/generated/activities'
import { resolvePhoto, type PhotoSet } from '../../images/resolve-image'
import { photoRef } from '../../images/variants'
import type { RichBlock } from '../../components/rich-text'
import { mapBlocks } from '../../components/edition-template'
import { activityPath, personPath } from '../../publishing/item-paths'

/** One edition as loadContent() returns it (deeply read-only). */
export type EditionData = Content['editions'][string]
type ActivityData = NonNullable<EditionData['activities']>['activities'][number]

export interface PersonView {
  id: string
  /** Name with the honorific, as shown. */
  name: string
  /** The photo's square versions, or null: initials are drawn. */
  photo: PhotoSet | null
  bio: string | null
  /** The person's page. */
  href: string
}

interface ScheduleEventView {
  id: string
  title: string
  start: string
  end: string
  period: string
  room: string | null
  /** The room's id, for its anchor on 'Como chegar' (decision 0121). */
  roomId: string | null
  /** The page of the activity the item shows, or null (breaks, opening, parallel blocks). */
  href: string | null
  participants: PersonView[]
  /** True when the item presents an activity whose people are not announced yet (a panel). */
  awaitingParticipants: boolean
  /** The parallel activities of a block (minicourses), each with a link to where it is shown and its own room. */
  activities: { id: string; title: string; people: string; room: string | null; href: string | null }[]
  /** Links besides the item's page (a livestream...). */
  links: { label: string; url: string }[]
}

export interface ScheduleDayView {
  date: string
  tabLabel: string
  label: string
  events: ScheduleEventView[]
}

export interface ActivityView {
  id: string
  /** The activity's own page. */
  href: string
  kind: Activity['kind']
  code: string | null
  label: string | null
  title: string
  people: PersonView[]
  moderators: PersonView[]
  /** Local date and times, the same as instants (the event zone's offset), and the room's name. */
  when: { date: string; start: string; end: string; startsAt: string; endsAt: string; room: string | null } | null
  /** Card preview: the activity's own summary, else the start of the description (summaryOf). */
  summary: string | null
  description: RichBlock[] | null
  objective: RichBlock[] | null
  justification: RichBlock[] | null
  prerequisites: RichBlock[] | null
  resources: RichBlock[] | null
}

const SUMMARY_LENGTH = 200

/** Plain text of rich-text blocks (paragraphs and list items, links by label), one space apart. */
export function plainText(blocks: readonly RichBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === 'string' ? block : 'list' in block ? block.list.join(' ') : block.links.map((l) => l.label).join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Spec §9: the card summary is the first 200 characters of the description (… when cut). */
export function summaryOf(text: string, length = SUMMARY_LENGTH): string {
  const chars = [...text]
  if (chars.length <= length) return text
  return `${chars.slice(0, length).join('').trimEnd()}…`
}

export function personView(content: Content, id: string): PersonView {
  const person = content.personById(id)
  return {
    id,
    name: person.honorific ? `${person.honorific} ${person.name}` : person.name,
    photo: resolvePhoto(photoRef(person.photo)),
    bio: person.bio,
    href: personPath(id),
  }
}

function whenView(edition: EditionData, when: NonNullable<ActivityData['when']>): NonNullable<ActivityView['when']> {
  const { date, start, end, startsAt, endsAt, roomName } = slot(edition.edition.rooms, when.date, when.start, when.end, when.room)
  return { date, start, end, startsAt, endsAt, room: roomName }
}

export function scheduleView(content: Content, edition: EditionData): ScheduleDayView[] {
  const activities = edition.activities?.activities ?? []
  return edition.programme.map((day) => ({
    date: day.date,
    tabLabel: day.tabLabel,
    label: day.label,
    events: day.entries.map((event) => ({
      id: event.id,
      title: event.title,
      start: event.start,
      end: event.end,
      period: event.period,
      room: event.roomName,
      roomId: event.room,
      href: event.activity ? activityPath(edition.year, event.activity) : null,
      participants: event.people.map((id) => personView(content, id)),
      awaitingParticipants: event.people.length === 0 && activities.find((a) => a.id === event.activity)?.kind === 'painel',
      activities: event.parts.map((part) => ({
        id: part.activity,
        title: part.title,
        people: part.people.map((p) => personView(content, p).name).join(', '),
        room: part.roomName,
        href: activityPath(edition.year, part.activity),
      })),
      links: event.links.map((link) => ({ ...link })),
    })),
  }))
}

export function activityView(content: Content, edition: EditionData, activity: ActivityData): ActivityView {
  const blocks = (text: readonly RichBlock[] | null | undefined) => (text ? mapBlocks(text) : null)
  const description = blocks(activity.description)
  return {
    id: activity.id,
    href: activityPath(edition.year, activity.id),
    kind: activity.kind,
    code: activity.code,
    label: activity.label,
    title: activity.title,
    people: activity.people.map((id) => personView(content, id)),
    moderators: activity.moderators.map((id) => personView(content, id)),
    when: activity.when ? whenView(edition, activity.when) : null,
    summary: activity.summary ?? (description ? summaryOf(plainText(description)) : null),
    description,
    objective: blocks(activity.objective),
    justification: blocks(activity.justification),
    prerequisites: blocks(activity.prerequisites),
    resources: blocks(activity.resources),
  }
}
