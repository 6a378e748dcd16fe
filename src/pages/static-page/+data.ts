import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { fillBlocks } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { datesText } from '../../format/date-time'
import { filledPageData } from '../../layout/page-data'

export default function data(pageContext: Pick<PageContextServer, 'routeParams'>) {
  const { pages, currentEdition } = loadContent()
  const slug = pageContext.routeParams.slug!
  // Own keys only: /constructor is no page.
  const page = Object.hasOwn(pages.staticPages, slug) ? pages.staticPages[slug] : undefined
  if (!page) throw render(404)
  const edition = currentEdition.edition
  return filledPageData(page, (fill) => ({
    heading: fill(page.heading),
    updated: page.updated ? `${page.updated.label} ${datesText(page.updated.date, page.updated.date)}` : null,
    blocks: fillBlocks(page.blocks ?? [], edition),
    sections: (page.sections ?? []).map((section) => ({
      id: section.id,
      title: fill(section.title),
      blocks: fillBlocks(section.blocks, edition),
    })),
    button: page.button ?? null,
    notice: page.notice === true,
  }))
}

export type Data = ReturnType<typeof data>
