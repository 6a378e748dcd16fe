import type { CommitteeMemberView } from '../../features/people/committee-grid'
import { fillTemplate } from '../../components/edition-template'
import { personView } from '../../features/programme/programme-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

// The committee grid (the spec's carousel, decision 0115) lists the monitors by area: the current
// edition's only, and its empty text while it has none (decision 0092: a current page shows the
// current edition).
export default function data() {
  const content = loadContent()
  const { pages } = content
  const page = pages.committee
  const { edition, committees } = content.currentEdition
  const fill = (text: string) => fillTemplate(text, edition)
  const members: CommitteeMemberView[] = (committees?.monitors ?? []).map((monitor, index) => {
    const person = personView(content, monitor.person)
    return { id: `${person.id}-${index}`, name: person.name, area: monitor.area, photo: person.photo, href: person.href }
  })
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      editionTitle: members.length > 0 ? `${edition.title} (${edition.year})` : null,
      empty: fill(page.empty),
      members,
    },
  )
}

export type Data = ReturnType<typeof data>
