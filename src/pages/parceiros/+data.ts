import { fillTemplate } from '../../components/edition-template'
import { partnersPageView } from '../../features/partners/partners-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const page = content.pages.partners
  const fill = (text: string) => fillTemplate(text, content.currentEdition.edition)
  return pageData({ title: fill(page.title), description: fill(page.description) }, partnersPageView(content))
}

export type Data = Awaited<ReturnType<typeof data>>
