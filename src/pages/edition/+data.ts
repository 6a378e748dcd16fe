import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { editionPageData } from '../../features/editions/edition-page-data'

export default function data(pageContext: PageContextServer) {
  const data = editionPageData(pageContext.routeParams.ano!)
  if (!data) throw render(404)
  return data
}
