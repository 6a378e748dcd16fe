import { fillBlocks, fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const { pages, currentEdition, site } = loadContent()
  const edition = currentEdition.edition
  const page = pages.about
  return pageData(
    { title: fillTemplate(page.title, edition), description: fillTemplate(page.description, edition) },
    { heading: fillTemplate(page.heading, edition), blocks: fillBlocks(page.blocks, edition), newTab: site.ui.newTab },
  )
}

export type Data = ReturnType<typeof data>
