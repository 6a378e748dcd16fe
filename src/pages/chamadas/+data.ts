import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { callCards } from '../../features/calls/call-cards'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const edition = currentEdition.edition
  const page = pages.calls
  return pageData(
    { title: fillTemplate(page.title, edition), description: fillTemplate(page.description, edition) },
    { heading: fillTemplate(page.heading, edition), cards: callCards(content, 'text') },
  )
}

export type Data = ReturnType<typeof data>
