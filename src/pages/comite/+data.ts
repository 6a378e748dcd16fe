import { fillTemplate } from '../../components/edition-template'
import { committeePageView } from '../../features/people/committee-page-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

// /comite shows every person of the committees, each committee a grid of faces under its name (the
// spec's monitor carousel, decision 0115, the organisers too): the current edition's,
// or while it has not published one, the latest earlier edition's, named as such.
export default function data() {
  const content = loadContent()
  const page = content.pages.committee
  const fill = (text: string) => fillTemplate(text, content.currentEdition.edition)
  return pageData({ title: fill(page.title), description: fill(page.description) }, committeePageView(content))
}

export type Data = ReturnType<typeof data>
