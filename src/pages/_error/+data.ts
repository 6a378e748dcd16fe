import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data(pageContext: PageContextServer) {
  const { pages } = loadContent()
  const { notFound, error } = pages
  const is404 = pageContext.is404 !== false
  return pageData(
    is404 ? { title: notFound.title, description: notFound.description } : { title: error.title, description: notFound.description },
    {
      notFound: { code: notFound.code, message: notFound.message, homeLink: notFound.homeLink },
      error: { heading: error.heading, retry: error.retry },
    },
  )
}

export type Data = ReturnType<typeof data>
