import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { currentCallCards } from '../../features/calls/call-cards'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const edition = currentEdition.edition
  const page = pages.calls
  return pageData(
    { title: fillTemplate(page.title, edition), description: fillTemplate(page.description, edition) },
    { heading: fillTemplate(page.heading, edition), cards: currentCallCards(content, page.cards) },
  )
}

export type Data = ReturnType<typeof data>
