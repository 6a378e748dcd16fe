import { loadContent } from '../content/load-content'
import { pageData } from '../layout/page-data'

// Pages without content of their own (the not-found page) still need the layout's.
export default function data() {
  const { site, currentEdition } = loadContent()
  return pageData({ title: `${currentEdition.edition.title} — ${site.fullName}`, description: currentEdition.edition.theme }, {})
}
