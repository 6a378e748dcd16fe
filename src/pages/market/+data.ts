import { noticeData } from '../../components/notice-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { title, description, ...notice } = noticeData(content.pages.marketClosed, content.currentEdition.edition)
  return pageData({ title, description }, notice)
}

export type Data = ReturnType<typeof data>
