// Build time only: an earlier edition's page (/<year>), one function and one route for every archive. An overview (decision
// 0091): numbers, highlights, the programme and the courses by title, people and room, each linking to its activity page.
import { archiveYears } from '../../content/edition-years'
import { loadContent } from '../../content/load-content'
import type { Activity } from '../../content/generated/activities'
import { programmeItems } from '../../content/programme'
import { callWindow } from '../../content/time'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import { datesText } from '../../format/date-time'
import { archiveCallPath } from '../../content/calls'
import { pageData } from '../../layout/page-data'
import { fillTemplate } from '../../components/edition-template'
import { personView } from '../../components/person-view'

const HIGHLIGHT_KINDS: readonly Activity['kind'][] = ['palestra', 'painel', 'mesa-redonda', 'hackathon']
// The kinds the numbers count, each with its plural's key; a course kind has a block of its own at this anchor.
const KINDS = [
  { kind: 'palestra', plural: 'talksHeading' },
  { kind: 'painel', plural: 'panelsHeading' },
  { kind: 'mesa-redonda', plural: 'roundTableHeading' },
  { kind: 'minicurso', plural: 'minicursosHeading', block: 'minicursos' },
  { kind: 'oficina', plural: 'oficinasHeading', block: 'oficinas' },
  { kind: 'workshop', plural: 'workshopsHeading', block: 'workshops' },
] as const

/** The archive page of `year`; null when the content has no such archive (a 404). */
export function editionPageData(year: string) {
  const content = loadContent()
  const { pages, site } = content
  const texts = pages.pastEditions
  if (!archiveYears(content).includes(year)) return null
  const { edition, programme, committees, calls } = content.editions[year]!
  const fill = (text: string) => fillTemplate(text, edition)
  const activities = content.editions[year]!.activities?.activities ?? []
  const ofKinds = (kinds: readonly Activity['kind'][]) => activities.filter((a) => kinds.includes(a.kind))

  const people = new Set([
    ...activities.flatMap((a) => [...a.people, ...a.moderators]),
    ...programmeItems(programme).flatMap((item) => item.people),
  ])
  const counted = (n: number, one: string, many: string) => ({ value: n, label: n === 1 ? one : many })
  const numbers = [
    counted(programme.length, texts.numbers.day, texts.numbers.days),
    ...KINDS.map(({ kind, plural }) => counted(ofKinds([kind]).length, site.ui.activityKinds[kind], texts[plural])),
    counted(people.size, texts.numbers.person, texts.numbers.people),
  ].filter((n) => n.value > 0)
  const highlights = ofKinds(HIGHLIGHT_KINDS)
  const courses = KINDS.filter((k) => 'block' in k)
    .map(({ kind, plural, block }) => ({ id: block, heading: texts[plural], items: ofKinds([kind]) }))
    .filter((course) => course.items.length > 0)
  const organisation = (committees?.organising ?? []).map((member) => ({ person: member.person, role: member.role }))
  const programmeCommittee = (committees?.programme ?? []).map((member) => ({ person: member.person, role: member.area }))
  // Each of the edition's calls, kept on a page of its own under the archive (decision 0178).
  const callLinks = calls.map((call) => {
    const days = call.dates.flatMap((date) => [date.date, date.endDate ?? date.date]).sort()
    const dates = days.length > 0 ? datesText(days[0]!, days.at(-1)!) : null
    return { kind: call.kind, title: call.card.title, href: archiveCallPath(year, call.kind), dates }
  })
  const papers = calls.find((call) => call.kind === 'papers')
  const links = [
    ...(papers?.links.filter((link) => link.button).map((link) => ({ id: link.id, label: link.label, url: link.url, form: link.form })) ??
      []),
    ...edition.links.map((link) => ({ id: link.id, label: link.label, url: link.url, form: false })),
  ]

  // The in-page navigation lists the blocks this edition has, in the page's order.
  const sections = [
    numbers.length > 0 ? { id: 'numeros', label: texts.numbers.heading } : null,
    highlights.length > 0 ? { id: 'destaques', label: texts.highlightsHeading } : null,
    programme.length > 0 ? { id: 'programacao', label: texts.timelineHeading } : null,
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
      programme,
      courses,
      calls: callLinks,
      organisation,
      programmeCommittee,
      links,
      // A call's form only while its window is open (decision 0172): an archive page offers none once over.
      papersWindow: papers ? callWindow(papers) : null,
      /** Everyone the page names, with their honorific. */
      names: Object.fromEntries(
        [...people, ...[...organisation, ...programmeCommittee].map((member) => member.person)].map((id) => [
          id,
          personView(content, id).name,
        ]),
      ),
    },
  )
}

export type EditionPageData = NonNullable<ReturnType<typeof editionPageData>>

/** Where an edition happens, as one line: "UEPB Campus VII, Patos-PB". */
export function venueLine(edition: { readonly venue: { readonly name: string; readonly city: string; readonly state: string } }): string {
  return `${edition.venue.name}, ${edition.venue.city}-${edition.venue.state}`
}
