import type { PageContextServer } from 'vike/types'
import { callPageProps } from '../../features/calls/call-page-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data(pageContext: Pick<PageContextServer, 'routeParams'>) {
  const content = loadContent()
  const page = [...content.callPages, ...content.archiveCallPages].find((shown) => shown.path === pageContext.routeParams.path)!
  const { title, description, ...props } = callPageProps(content, page)
  return pageData({ title, description }, props)
}
