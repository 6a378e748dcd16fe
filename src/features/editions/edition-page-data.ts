// Build time only: everything an archive page (/<year>) shows, from that edition's YAML. One
// function and one route for every edition: a new archive needs only currentEdition to move.
import { archiveYears } from '../../content/edition-years'
import { loadContent } from '../../content/load-content'
import { resolveLogo } from '../../images/resolve-image'
import { logoRef } from '../../images/variants'
import { datesText } from '../../format/date-time'
import { pageData } from '../../layout/page-data'
import { callPageProps } from '../calls/call-page-data'
import type { CommitteeMemberView } from '../people/committee-carousel'
import { fillTemplate } from '../../components/edition-template'
import type { OrganisationMember } from '../people/organisation-carousel'
import { activitiesOfKind, cardTexts, personView, scheduleView } from '../programme/programme-data'

/** The archive page of `year`; null when the content has no such archive (a 404). */
export function editionPageData(year: string) {
  const content = loadContent()
  const { pages, site } = content
  const texts = pages.pastEditions
  if (!archiveYears(content).includes(year)) return null
  const holder = content.editions[year]!
  const edition = holder.edition
  const fill = (text: string) => fillTemplate(text, edition)

  const organisation: OrganisationMember[] = (holder.committees?.organising ?? []).map((member, index) => {
    const person = personView(content, member.person)
    return { id: `${person.id}-${index}`, name: person.name, role: member.role, photo: person.photo, href: person.href }
  })
  const programmeCommittee: CommitteeMemberView[] = (holder.committees?.programme ?? []).map((member) => {
    const person = personView(content, member.person)
    return { id: person.id, name: person.name, area: member.area, photo: person.photo, href: person.href }
  })
  const papers = holder.calls.papers
    ? callPageProps(content, 'papers', {
        ...pages.articles,
        edition: year,
        heading: texts.callsHeading,
      })
    : null

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
      organisation: { heading: fill(texts.organisationHeading), members: organisation },
      talks: { heading: texts.talksHeading, items: activitiesOfKind(content, holder, 'palestra') },
      panels: { heading: texts.panelsHeading, items: activitiesOfKind(content, holder, 'painel') },
      roundTables: { heading: texts.roundTableHeading, items: activitiesOfKind(content, holder, 'mesa-redonda') },
      minicursos: { heading: texts.minicursosHeading, items: activitiesOfKind(content, holder, 'minicurso') },
      oficinas: { heading: texts.oficinasHeading, items: activitiesOfKind(content, holder, 'oficina') },
      workshops: { heading: texts.workshopsHeading, items: activitiesOfKind(content, holder, 'workshop') },
      timeline: { heading: texts.timelineHeading, days: scheduleView(content, holder) },
      papers: papers
        ? {
            heading: papers.heading,
            sections: papers.sections,
            datesHeading: papers.datesHeading,
            dates: papers.dates,
            buttons: papers.buttons,
          }
        : null,
      programmeCommittee: { heading: texts.programmeCommitteeHeading, members: programmeCommittee },
      links: edition.links.map((link) => ({ id: link.id, label: link.label, url: link.url })),
      labels: { ...texts.labels },
      texts: cardTexts(site.ui),
    },
  )
}

export type EditionPageData = NonNullable<ReturnType<typeof editionPageData>>

/** Where an edition happens, as one line: "UEPB Campus VII, Patos-PB". */
export function venueLine(edition: { readonly venue: { readonly name: string; readonly city: string; readonly state: string } }): string {
  return `${edition.venue.name}, ${edition.venue.city}-${edition.venue.state}`
}
