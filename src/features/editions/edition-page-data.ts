// Build time only: everything an archive page (/<year>) shows, from that edition's YAML. One
// function and one route for every edition: a new archive needs only currentEdition to move.
// The page is an overview (decision 0091): numbers, highlights, the programme and the courses by
// title, people and room, each linking to its activity page, where the full texts are.
import { archiveYears } from '../../content/edition-years'
import { loadContent, type Content } from '../../content/load-content'
import type { Activity } from '../../content/generated/activities'
import { activityHeading, programmeItems } from '../../content/programme'
import { callWindow } from '../../content/time'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import { datesText } from '../../format/date-time'
import { archiveCallPath } from '../../content/calls'
import { pageData } from '../../layout/page-data'
import { fillTemplate } from '../../components/edition-template'
import { activityPath, personPath } from '../../publishing/item-paths'

export interface NamedLink {
  name: string
  href: string
}

export interface OverviewActivity {
  id: string
  href: string
  /** "MC01", or null. */
  code: string | null
  /** As the programme names it: "Painel I: Título". */
  title: string
  /** "Palestra", for the highlights; null when the title names it already ("Painel I: …"). */
  kind: string | null
  people: NamedLink[]
  moderators: NamedLink[]
  roomName: string | null
}

/** The order and the anchors of the page's blocks of activities, with their heading's key. */
const HIGHLIGHT_KINDS: readonly Activity['kind'][] = ['palestra', 'painel', 'mesa-redonda', 'hackathon']
const COURSE_BLOCKS = [
  { id: 'minicursos', kind: 'minicurso', heading: 'minicursosHeading' },
  { id: 'oficinas', kind: 'oficina', heading: 'oficinasHeading' },
  { id: 'workshops', kind: 'workshop', heading: 'workshopsHeading' },
] as const
const COUNTED: readonly { kind: Activity['kind']; heading: keyof Content['pages']['pastEditions'] }[] = [
  { kind: 'palestra', heading: 'talksHeading' },
  { kind: 'painel', heading: 'panelsHeading' },
  { kind: 'mesa-redonda', heading: 'roundTableHeading' },
  { kind: 'minicurso', heading: 'minicursosHeading' },
  { kind: 'oficina', heading: 'oficinasHeading' },
  { kind: 'workshop', heading: 'workshopsHeading' },
]

function namedLink(content: Content, id: string): NamedLink {
  const person = content.personById(id)
  return { name: person.honorific ? `${person.honorific} ${person.name}` : person.name, href: personPath(id) }
}

/** The archive page of `year`; null when the content has no such archive (a 404). */
export function editionPageData(year: string) {
  const content = loadContent()
  const { pages, site } = content
  const texts = pages.pastEditions
  if (!archiveYears(content).includes(year)) return null
  const holder = content.editions[year]!
  const edition = holder.edition
  const fill = (text: string) => fillTemplate(text, edition)
  const activities = holder.activities?.activities ?? []

  const overview = (activity: (typeof activities)[number]): OverviewActivity => ({
    id: activity.id,
    href: activityPath(year, activity.id),
    code: activity.code,
    title: activityHeading(activity),
    kind: activity.label ? null : site.ui.activityKinds[activity.kind],
    people: activity.people.filter((p) => !activity.moderators.includes(p)).map((p) => namedLink(content, p)),
    moderators: activity.moderators.map((p) => namedLink(content, p)),
    roomName: activity.when?.room?.name ?? null,
  })
  const ofKinds = (kinds: readonly Activity['kind'][]) => activities.filter((a) => kinds.includes(a.kind)).map(overview)

  // The programme's items as the loader resolves them; the page names their people.
  const days = holder.programme.map((day) => ({ date: day.date, heading: `${day.label} · ${day.tabLabel}`, items: day.items }))
  const itemPeople = programmeItems(holder.programme).flatMap((item) => item.people)

  const people = new Set([...activities.flatMap((a) => [...a.people, ...a.moderators]), ...itemPeople])
  const counted = (n: number, one: string, many: string) => ({ value: n, label: n === 1 ? one : many })
  const numbers = [
    ...(days.length > 0 ? [counted(days.length, texts.numbers.day, texts.numbers.days)] : []),
    ...COUNTED.map(({ kind, heading }) => {
      const n = activities.filter((a) => a.kind === kind).length
      return counted(n, site.ui.activityKinds[kind], texts[heading] as string)
    }).filter((number) => number.value > 0),
    ...(people.size > 0 ? [counted(people.size, texts.numbers.person, texts.numbers.people)] : []),
  ]

  const highlights = ofKinds(HIGHLIGHT_KINDS)
  const courses = COURSE_BLOCKS.map((block) => ({ id: block.id, heading: texts[block.heading], items: ofKinds([block.kind]) })).filter(
    (block) => block.items.length > 0,
  )
  const organisation = (holder.committees?.organising ?? []).map((member) => ({ ...namedLink(content, member.person), role: member.role }))
  const programmeCommittee = (holder.committees?.programme ?? []).map((member) => ({
    ...namedLink(content, member.person),
    role: member.area,
  }))
  // Each of the edition's calls, kept on a page of its own under the archive (decision 0178).
  const calls = holder.calls.map((call) => {
    const days = call.dates.flatMap((date) => [date.date, date.endDate ?? date.date]).sort()
    return {
      kind: call.kind,
      title: call.card.title,
      href: archiveCallPath(year, call.kind),
      dates: days.length > 0 ? datesText(days[0]!, days.at(-1)!) : null,
    }
  })
  const papers = holder.calls.find((call) => call.kind === 'papers')
  // A call's form only while its window is open (decision 0172): an archive page offers none once over.
  const papersWindow = papers ? callWindow(papers) : null
  const links = [
    ...(papers?.links.filter((link) => link.button).map((link) => ({ id: link.id, label: link.label, url: link.url, form: link.form })) ??
      []),
    ...edition.links.map((link) => ({ id: link.id, label: link.label, url: link.url, form: false })),
  ]

  // The in-page navigation lists the blocks this edition has, in the page's order.
  const sections = [
    numbers.length > 0 ? { id: 'numeros', label: texts.numbers.heading } : null,
    highlights.length > 0 ? { id: 'destaques', label: texts.highlightsHeading } : null,
    days.length > 0 ? { id: 'programacao', label: texts.timelineHeading } : null,
    ...courses.map((block) => ({ id: block.id, label: block.heading })),
    calls.length > 0 ? { id: 'chamadas', label: texts.callsHeading } : null,
    organisation.length > 0 ? { id: 'organizacao', label: fill(texts.organisationHeading) } : null,
    programmeCommittee.length > 0 ? { id: 'comite-programa', label: texts.programmeCommitteeHeading } : null,
  ].filter((section) => section !== null)

  return pageData(
    { title: fill(texts.title), description: fill(texts.description) },
    {
      year,
      hero: {
        title: fill(texts.heroTitle),
        logo: resolveLogo(logoRef(edition.logo), 'edition'),
        subtitle: edition.subtitle,
        theme: edition.theme,
        dates: datesText(edition.startDate, edition.endDate),
        venue: venueLine(edition),
      },
      jumpLabel: texts.jumpLabel,
      sections,
      numbers,
      highlights,
      days,
      itemPeople: Object.fromEntries(itemPeople.map((id) => [id, namedLink(content, id)])),
      courses,
      calls,
      organisation,
      programmeCommittee,
      links,
      papersWindow,
    },
  )
}

export type EditionPageData = NonNullable<ReturnType<typeof editionPageData>>

/** Where an edition happens, as one line: "UEPB Campus VII, Patos-PB". */
export function venueLine(edition: { readonly venue: { readonly name: string; readonly city: string; readonly state: string } }): string {
  return `${edition.venue.name}, ${edition.venue.city}-${edition.venue.state}`
}
