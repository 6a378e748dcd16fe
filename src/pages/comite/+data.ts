import { committeePageView } from '../../features/people/committee-page-data'
import { loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'

// /comite shows every person of the committees, each committee a grid of faces under its name (the
// spec's monitor carousel, decision 0115, the organisers too): the current edition's,
// or while it has not published one, the latest earlier edition's, named as such.
export default function data() {
  const content = loadContent()
  return filledPageData(content.pages.committee, () => committeePageView(content))
}

export type Data = ReturnType<typeof data>
