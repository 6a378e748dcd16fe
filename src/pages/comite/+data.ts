import type { CommitteeMemberView } from '../../features/people/committee-carousel'
import { fillTemplate } from '../../components/edition-template'
import { cardTexts, latestEditionWith, personView } from '../../features/programme/programme-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

// The spec's committee carousel lists the monitors by area. The current edition has none yet, so
// the page shows the latest edition that has them, and its headings name that edition
// (docs/decisions: committee and partners fallback).
export default function data() {
  const content = loadContent()
  const { pages, site } = content
  const page = pages.committee
  const shown = latestEditionWith(content, (e) => e.committees?.monitors)
  const edition = (shown ?? content.currentEdition).edition
  const fill = (text: string) => fillTemplate(text, edition)
  const members: CommitteeMemberView[] = (shown?.committees?.monitors ?? []).map((monitor, index) => {
    const person = personView(content, monitor.person)
    return { id: `${person.id}-${index}`, name: person.name, area: monitor.area, photo: person.photo }
  })
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      editionTitle: shown ? `${edition.title} (${edition.year})` : null,
      empty: page.empty,
      members,
      texts: cardTexts(site.ui),
    },
  )
}

export type Data = ReturnType<typeof data>
