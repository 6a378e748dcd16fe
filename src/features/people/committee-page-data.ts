// Build time only: what /comite shows. Each kind of committee is the current edition's once published, until then the latest
// earlier edition's (content.committeeLists); as soon as one list is not the current edition's, every heading names its edition.
import type { Content } from '../../content/load-content'
import { fillTemplate, fillTimedText } from '../../components/edition-template'
import { personView } from '../../components/person-view'
import { personPath } from '../../publishing/item-paths'

type Member = { person: string; role?: string | null; area?: string | null }

export function committeePageView(content: Content) {
  const { pages, site, editions, currentEdition } = content
  const page = pages.committee
  const lists = content.committeeLists
  const shown = Object.values(lists).filter((list) => list !== null)
  const named = shown.some((list) => list.year !== currentEdition.year)
  // A group's `id` is its section's anchor on the page.
  const view = (id: string, year: string, name: string, members: readonly Member[]) => ({
    id,
    heading: named ? `${name} ${fillTemplate(page.ofEdition, editions[year]!.edition)}` : name,
    members: members.map((member, index) => {
      const person = personView(content, member.person)
      const area = member.role ?? member.area ?? null
      return { id: `${id}-${person.id}-${index}`, name: person.name, area, photo: person.photo, href: personPath(person.id) }
    }),
  })
  const { organising, programme, monitors, others } = lists
  const groups = [
    organising ? view('organizacao', organising.year, site.ui.roles.organising, organising.items) : null,
    programme ? view('comite-programa', programme.year, site.ui.roles.programmeCommittee, programme.items) : null,
    monitors ? view('monitoria', monitors.year, site.ui.roles.monitor, monitors.items) : null,
    ...(others?.items ?? []).map((other) =>
      view(
        other.id,
        others!.year,
        other.title,
        other.members.map((person) => ({ person })),
      ),
    ),
  ].filter((group) => group !== null)
  const { edition } = currentEdition
  return {
    heading: fillTemplate(page.heading, edition),
    // The edition the whole page shows, when it shows one edition, the current one (as before any list fell back).
    editionTitle: groups.length > 0 && !named ? `${edition.title} (${edition.year})` : null,
    // The current edition has published no committee: the page says so above the earlier ones ("not yet" until its end).
    empty: shown.some((list) => list.year === currentEdition.year) ? null : fillTimedText(page.empty, edition),
    groups,
  }
}
