import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const { pages, currentEdition } = loadContent()
  const edition = currentEdition.edition
  const page = pages.technologyFair
  return pageData(
    { title: fillTemplate(page.title, edition), description: fillTemplate(page.description, edition) },
    { heading: fillTemplate(page.heading, edition) },
  )
}

export type Data = ReturnType<typeof data>
