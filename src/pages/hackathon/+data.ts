import { callPageProps } from '../../features/calls/call-page-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { title, description, ...props } = callPageProps(content, 'hackathon', content.pages.hackathon)
  return pageData({ title, description }, props)
}

export type Data = ReturnType<typeof data>
