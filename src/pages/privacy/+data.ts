import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { longDate } from './long-date'

export default function data() {
  const { pages, privacy, currentEdition, site } = loadContent()
  const edition = currentEdition.edition
  return pageData(
    { title: fillTemplate(pages.privacy.title, edition), description: fillTemplate(pages.privacy.description, edition) },
    {
      heading: privacy.heading,
      lastUpdated: `${privacy.lastUpdatedLabel} ${longDate(privacy.lastUpdated)}`,
      sections: privacy.sections.map((section) => ({
        id: section.id,
        title: fillTemplate(section.title, edition),
        blocks: section.blocks,
      })),
      newTab: site.ui.newTab,
    },
  )
}

export type Data = ReturnType<typeof data>
