import type { CommitteeMemberView } from '../../features/people/committee-grid'
import { fillTemplate } from '../../components/edition-template'
import { personView } from '../../components/person-view'
import { personPath } from '../../publishing/item-paths'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

// /comite shows every person of the current edition's committees, each committee a grid of faces
// under its name (the spec's monitor carousel, decision 0115; the organisers too, decision 0144):
// the current edition's only, and its empty text while it has none (decision 0092).
export default function data() {
  const content = loadContent()
  const { pages, site } = content
  const page = pages.committee
  const { edition, committees } = content.currentEdition
  const fill = (text: string) => fillTemplate(text, edition)
  const view = (group: string, list: readonly { person: string; role?: string | null; area?: string | null }[]) =>
    list.map((member, index): CommitteeMemberView => {
      const person = personView(content, member.person)
      return {
        id: `${group}-${person.id}-${index}`,
        name: person.name,
        area: member.role ?? member.area ?? null,
        photo: person.photo,
        href: personPath(person.id),
      }
    })
  const groups = [
    { id: 'organizacao', heading: site.ui.roles.organising, members: view('organizacao', committees?.organising ?? []) },
    { id: 'comite-programa', heading: site.ui.roles.programmeCommittee, members: view('comite-programa', committees?.programme ?? []) },
    { id: 'monitoria', heading: site.ui.roles.monitor, members: view('monitoria', committees?.monitors ?? []) },
  ].filter((group) => group.members.length > 0)
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      editionTitle: groups.length > 0 ? `${edition.title} (${edition.year})` : null,
      empty: fill(page.empty),
      groups,
    },
  )
}

export type Data = ReturnType<typeof data>
