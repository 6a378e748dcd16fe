import { loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'
import { callCards } from '../../features/calls/call-cards'

export default function data() {
  const content = loadContent()
  const page = content.pages.calls
  return filledPageData(page, (fill) => ({ heading: fill(page.heading), cards: callCards(content, 'text') }))
}

export type Data = ReturnType<typeof data>
