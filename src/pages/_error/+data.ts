import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data(pageContext: PageContextServer) {
  const { notFound, error } = loadContent().pages
  return pageData(
    { title: pageContext.is404 !== false ? notFound.title : error.title, description: notFound.description },
    {
      notFound: { code: notFound.code, message: notFound.message, homeLink: notFound.homeLink },
      error: { heading: error.heading, retry: error.retry },
    },
  )
}

export type Data = ReturnType<typeof data>
