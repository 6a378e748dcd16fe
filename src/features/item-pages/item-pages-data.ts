// Build time only: what the page of one activity (/atividades/<ano>/<id>) and of one person (/pessoas/<id>) shows.
import { seenOf } from '../../client/agenda-store'
import { personView } from '../../components/person-view'
import type { Content, EditionContent } from '../../content/load-content'
import { archivePath, publishedYears } from '../../content/edition-years'
import { activityHeading, programmeItems } from '../../content/programme'
import { formatDay } from '../../format/date-time'
import { pageData, type PageMeta } from '../../layout/page-data'
import { absoluteUrl, programmePath } from '../../publishing/export-paths'
import { activityOgPath, activityPath, personOgPath, personPath } from '../../publishing/item-paths'

/** Every activity of every published edition (decision 0090), newest edition first: one page each. */
export function allActivities(content: Content) {
  return publishedYears(content)
    .map((year) => content.editions[year]!)
    .flatMap((edition) => (edition.activities?.activities ?? []).map((activity) => ({ edition, activity })))
}

/** The programme item that shows this activity: its own, else the block of parallel activities that lists it. */
export function activityProgrammeItem(edition: EditionContent, activityId: string) {
  const items = programmeItems(edition.programme)
  return (
    items.find((item) => item.activity?.id === activityId) ??
    items.find((item) => item.parts.some((part) => part.activity.id === activityId)) ??
    null
  )
}

// What the 'Minha agenda' star saves (decision 0060): the current edition's programme item that shows the activity, under its
// id and title; none for an earlier edition, an activity the programme does not show, or a cancelled one.
export function activityAgendaItem(content: Content, edition: EditionContent, activityId: string) {
  if (edition.year !== content.site.currentEdition) return null
  const item = activityProgrammeItem(edition, activityId)
  const cancelled = item?.cancelled ?? item?.parts.find((part) => part.activity.id === activityId)?.activity.cancelled
  if (!item || cancelled) return null
  // What the star saves as seen: this page carries no programme block (decision 0184).
  const seen = seenOf({ title: item.title, startIso: item.startsAt, endIso: item.endsAt, roomName: item.room?.name ?? null })
  return { id: item.id, title: item.title, endsAt: item.endsAt, seen }
}

export type LinkedPerson = ReturnType<typeof linked>

const linked = (content: Content, id: string) => ({
  ...personView(content, id),
  affiliation: content.personById(id).affiliation,
})

export type ActivityPageView = NonNullable<ReturnType<typeof activityPageView>>

export function activityPageView(content: Content, year: string, id: string) {
  const edition = content.editions[year]
  const activity = edition?.activities?.activities.find((a) => a.id === id)
  if (!edition || !activity || year > content.site.currentEdition) return null
  const item = activityProgrammeItem(edition, id)
  return {
    year,
    editionTitle: edition.edition.title,
    kind: content.site.ui.activityKinds[activity.kind],
    activity,
    /** The programme item that shows the activity by itself (its links, its .ics). */
    item: item?.activity?.id === id ? item : null,
    heading: activityHeading(activity),
    day: activity.when ? formatDay(activity.when.date) : null,
    // A moderator may be listed among the people too: shown once, as moderator.
    people: activity.people.filter((p) => !activity.moderators.includes(p)).map((p) => linked(content, p)),
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

const rolesCache = new WeakMap<Content, Map<string, PersonRole[]>>()

/** Every role of every person in one pass over the content: newest edition first, activities before committees. */
export function rolesByPerson(content: Content): Map<string, PersonRole[]> {
  const cached = rolesCache.get(content)
  if (cached) return cached
  const { ui, currentEdition } = content.site
  const map = new Map<string, PersonRole[]>()
  const add = (personId: string, role: PersonRole) => map.set(personId, [...(map.get(personId) ?? []), role])
  for (const edition of publishedYears(content).map((year) => content.editions[year]!)) {
    const { year } = edition
    const base = { year, editionTitle: edition.edition.title }
    for (const activity of edition.activities?.activities ?? []) {
      const role = (moderates: boolean): PersonRole => ({
        ...base,
        key: `${year}-a-${activity.id}`,
        text: `${ui.activityKinds[activity.kind]} · ${activityHeading(activity)}${moderates ? ` (${ui.roles.moderator})` : ''}`,
        href: activityPath(year, activity.id),
        activity: { year, id: activity.id },
      })
      // A moderator may be listed among the people too (2024's panels): marked once, as moderator.
      for (const id of activity.people) add(id, role(activity.moderators.includes(id)))
      for (const id of activity.moderators) if (!activity.people.includes(id)) add(id, role(true))
    }
    const committees = edition.committees
    if (!committees) continue
    // A committee role links to the edition's page: the home page for the current one.
    const href = year === currentEdition ? '/' : archivePath(year)
    const committeeRole = (personId: string, key: string, text: string) =>
      add(personId, { ...base, key: `${year}-${key}`, text, href, activity: null })
    committees.organising.forEach((member, index) => committeeRole(member.person, `o-${index}`, `${ui.roles.organising} — ${member.role}`))
    for (const member of committees.programme)
      committeeRole(member.person, 'p', member.area ? `${ui.roles.programmeCommittee} — ${member.area}` : ui.roles.programmeCommittee)
    for (const member of committees.monitors) committeeRole(member.person, 'm', `${ui.roles.monitor} — ${member.area}`)
    for (const other of committees.others) for (const id of other.members) committeeRole(id, `c-${other.id}`, other.title)
  }
  rolesCache.set(content, map)
  return map
}

export type PersonPageView = NonNullable<ReturnType<typeof personPageView>>

export function personPageView(content: Content, id: string) {
  if (!content.people[id]) return null
  const roles = rolesByPerson(content).get(id) ?? []
  // The person's own preview image, when they took part in an activity.
  const ogImage = roles.some((r) => r.activity) ? personOgPath(id) : null
  return { person: linked(content, id), roles, path: personPath(id), ogImage }
}

/** What an item page's +data.ts returns: its head, its view and its own address for 'Compartilhar'. */
export function itemPageData<V extends { path: string }>(content: Content, meta: PageMeta, view: V) {
  return pageData(meta, { view, url: absoluteUrl(content.site.siteUrl, view.path) })
}
