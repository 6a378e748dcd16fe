import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../content/load-content'
import { activitySummary } from '../../content/plain-text'
import { activityOgCard, activityWhenText } from '../../features/item-pages/item-og'
import { activityPageView, itemPageData } from '../../features/item-pages/item-pages-data'
import { activityJsonLd } from '../../publishing/json-ld'

export default function data(pageContext: PageContextServer) {
  const content = loadContent()
  const view = activityPageView(content, pageContext.routeParams.ano!, pageContext.routeParams.id!)
  if (!view) throw render(404)
  const card = activityOgCard(content, view)
  const summary = activitySummary(view.activity)
  const description = [[card.people, card.when].filter(Boolean).join(' · '), summary].filter(Boolean).join('. ')
  const item = itemPageData(
    content,
    {
      title: `${view.heading} — ${view.kind} · ${view.editionTitle}`,
      description: description || `${view.kind} · ${card.footer}`,
      image: { path: view.ogImage, alt: [card.kicker, card.title, card.people, activityWhenText(view)].filter(Boolean).join(' — ') },
      jsonLd: activityJsonLd(content, content.editions[view.year]!, view.activity),
    },
    view,
  )
  return { ...item, labels: content.pages.pastEditions.labels }
}

export type Data = ReturnType<typeof data>
