import { partnersPageView } from '../../features/partners/partners-data'
import { loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  return filledPageData(content.pages.partners, () => partnersPageView(content))
}

export type Data = Awaited<ReturnType<typeof data>>
