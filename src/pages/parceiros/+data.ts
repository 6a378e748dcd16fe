import { fillTemplate } from '../../components/edition-template'
import { partnersView } from '../../features/partners/partners-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages } = content
  const page = pages.partners
  const { year, partners } = partnersView(content)
  const { edition } = content.currentEdition
  const fill = (text: string) => fillTemplate(text, edition)
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      editionTitle: year ? `${edition.title} (${edition.year})` : null,
      empty: fill(page.empty),
      partners,
    },
  )
}

export type Data = Awaited<ReturnType<typeof data>>
