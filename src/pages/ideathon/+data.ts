import { callPageProps } from '../../features/calls/call-page-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { title, description, ...props } = callPageProps(content, 'ideathon', content.pages.ideathon)
  return pageData({ title, description }, props)
}

export type Data = ReturnType<typeof data>
