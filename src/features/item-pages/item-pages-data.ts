// Build time only: what the page of one activity (/atividades/<ano>/<id>) and of one person
// (/pessoas/<id>) shows, derived from the loaded content. Nothing here is written in data/ twice.
import { seenOf, type Seen } from '../../client/agenda-store'
import { personView, type PersonView } from '../../components/person-view'
import type { Content, DeepReadonly, EditionContent } from '../../content/load-content'
import { archivePath, publishedYears } from '../../content/edition-years'
import { activityHeading, programmeItems, type ProgrammeItem, type ResolvedActivity } from '../../content/programme'
import { formatDay } from '../../format/date-time'
import { pageData, type PageMeta } from '../../layout/page-data'
import { absoluteUrl, programmePath } from '../../publishing/export-paths'
import { activityOgPath, activityPath, personOgPath, personPath } from '../../publishing/item-paths'

type Activity = DeepReadonly<ResolvedActivity>
type Item = DeepReadonly<ProgrammeItem>

/** Every activity of every published edition (decision 0090), newest edition first: one page each. */
export function allActivities(content: Content): { edition: EditionContent; activity: Activity }[] {
  return publishedYears(content)
    .map((year) => content.editions[year]!)
    .flatMap((edition) => (edition.activities?.activities ?? []).map((activity) => ({ edition, activity })))
}

/** The edition's own page: the home page for the current one, its archive page (/2024) for an earlier one. */
function editionPagePath(content: Content, year: string): string {
  return year === content.site.currentEdition ? '/' : archivePath(year)
}

/** The programme item that shows this activity: its own, else the block of parallel activities that lists it. */
export function activityProgrammeItem(edition: EditionContent, activityId: string): Item | null {
  const items = programmeItems(edition.programme)
  return (
    items.find((item) => item.activity?.id === activityId) ??
    items.find((item) => item.parts.some((part) => part.activity.id === activityId)) ??
    null
  )
}

/**
 * What the page's 'Minha agenda' star saves (decision 0060): the current edition's programme item
 * that shows the activity, its own or its block of parallel activities, under the programme's id
 * and title. None for an earlier edition (its agenda is over and no page reads its list) or an
 * activity the programme does not show, nor a cancelled one.
 */
export function activityAgendaItem(
  content: Content,
  edition: EditionContent,
  activityId: string,
): { id: string; title: string; endsAt: string; seen: Seen } | null {
  if (edition.year !== content.site.currentEdition) return null
  const item = activityProgrammeItem(edition, activityId)
  // Nothing to save of a cancelled activity, nor of one whose item is cancelled.
  const cancelled = item?.cancelled ?? item?.parts.find((part) => part.activity.id === activityId)?.activity.cancelled
  if (!item || cancelled) return null
  // What the star saves as seen: this page carries no programme block (decision 0184).
  const seen = seenOf({ title: item.title, startIso: item.startsAt, endIso: item.endsAt, roomName: item.room?.name ?? null })
  return { id: item.id, title: item.title, endsAt: item.endsAt, seen }
}

export interface LinkedPerson extends PersonView {
  affiliation: string | null
}

const linked = (content: Content, id: string): LinkedPerson => ({
  ...personView(content, id),
  affiliation: content.personById(id).affiliation,
})

export interface ActivityPageView {
  year: string
  editionTitle: string
  /** The activity's kind as the site names it ("Palestra"). */
  kind: string
  /** The activity, as the content loader resolves it. */
  activity: Activity
  /** The programme item that shows the activity by itself (its links, its .ics), or null. */
  item: Item | null
  /** "Painel I: Título", as the programme names it. */
  heading: string
  /** "21/05/2024", or null when the activity has no time yet. */
  day: string | null
  people: LinkedPerson[]
  moderators: LinkedPerson[]
  /** The programme item a 'Minha agenda' star saves, in the edition's list (`year`), offered until it ends (`endsAt`); null: no star. */
  agendaItem: ReturnType<typeof activityAgendaItem>
  programmeHref: string
  path: string
  ogImage: string
}

export function activityPageView(content: Content, year: string, id: string): ActivityPageView | null {
  const edition = content.editions[year]
  const activity = edition?.activities?.activities.find((a) => a.id === id)
  if (!edition || !activity || year > content.site.currentEdition) return null
  const item = activityProgrammeItem(edition, id)
  return {
    year,
    editionTitle: edition.edition.title,
    kind: content.site.ui.activityKinds[activity.kind],
    activity,
    item: item?.activity?.id === id ? item : null,
    heading: activityHeading(activity),
    day: activity.when ? formatDay(activity.when.date) : null,
    people: activity.people.map((p) => linked(content, p)),
    moderators: activity.moderators.map((p) => linked(content, p)),
    agendaItem: activityAgendaItem(content, edition, id),
    programmeHref: programmePath(year, content.site.currentEdition),
    path: activityPath(year, id),
    ogImage: activityOgPath(year, id),
  }
}

export interface PersonRole {
  key: string
  year: string
  editionTitle: string
  /** What the person did: "Palestra: Título (Mediação)", "Comitê de Programa — Redes". */
  text: string
  href: string
  activity: { year: string; id: string } | null
}

/**
 * Every role of every person across editions, in one pass over the content (linear in its size):
 * newest edition first, activities before committees.
 */
export function rolesByPerson(content: Content): Map<string, PersonRole[]> {
  const cached = rolesCache.get(content)
  if (cached) return cached
  const { ui } = content.site
  const map = new Map<string, PersonRole[]>()
  const add = (personId: string, role: PersonRole) => {
    const list = map.get(personId)
    if (list) list.push(role)
    else map.set(personId, [role])
  }
  for (const edition of publishedYears(content).map((year) => content.editions[year]!)) {
    const base = { year: edition.year, editionTitle: edition.edition.title }
    const page = editionPagePath(content, edition.year)
    for (const activity of edition.activities?.activities ?? []) {
      const role = (moderates: boolean): PersonRole => ({
        ...base,
        key: `${edition.year}-a-${activity.id}`,
        text: `${ui.activityKinds[activity.kind]} · ${activityHeading(activity)}${moderates ? ` (${ui.roles.moderator})` : ''}`,
        href: activityPath(edition.year, activity.id),
        activity: { year: edition.year, id: activity.id },
      })
      // A moderator may be listed among the people too (2024's panels): marked once, as moderator.
      for (const id of activity.people) add(id, role(activity.moderators.includes(id)))
      for (const id of activity.moderators) if (!activity.people.includes(id)) add(id, role(true))
    }
    const committees = edition.committees
    if (!committees) continue
    // A committee role links to the edition's page.
    const committeeRole = (personId: string, key: string, text: string) =>
      add(personId, { ...base, key: `${edition.year}-${key}`, text, href: page, activity: null })
    committees.organising.forEach((member, index) => committeeRole(member.person, `o-${index}`, `${ui.roles.organising} — ${member.role}`))
    for (const member of committees.programme)
      committeeRole(member.person, 'p', member.area ? `${ui.roles.programmeCommittee} — ${member.area}` : ui.roles.programmeCommittee)
    for (const member of committees.monitors) committeeRole(member.person, 'm', `${ui.roles.monitor} — ${member.area}`)
    for (const other of committees.others) {
      for (const id of other.members) committeeRole(id, `c-${other.id}`, other.title)
    }
  }
  rolesCache.set(content, map)
  return map
}
const rolesCache = new WeakMap<Content, Map<string, PersonRole[]>>()

export interface PersonPageView {
  person: LinkedPerson
  roles: PersonRole[]
  path: string
  /** The person's own preview image, when they took part in at least one activity. */
  ogImage: string | null
}

export function personPageView(content: Content, id: string): PersonPageView | null {
  if (!content.people[id]) return null
  const roles = rolesByPerson(content).get(id) ?? []
  return {
    person: linked(content, id),
    roles,
    path: personPath(id),
    ogImage: roles.some((r) => r.activity) ? personOgPath(id) : null,
  }
}

/** What an item page's +data.ts returns: its head, its view and its own address for 'Compartilhar'. */
export function itemPageData<V extends { path: string }>(content: Content, meta: PageMeta, view: V) {
  return pageData(meta, { view, url: absoluteUrl(content.site.siteUrl, view.path) })
}
