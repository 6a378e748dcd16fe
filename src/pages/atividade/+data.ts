import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../content/load-content'
import { activityJsonLd } from '../../features/item-pages/item-json-ld'
import { activityOgCard, activityWhenText } from '../../features/item-pages/item-og'
import { activityPageView, itemPageData } from '../../features/item-pages/item-pages-data'

export default function data(pageContext: PageContextServer) {
  const content = loadContent()
  const { site, pages } = content
  const view = activityPageView(content, pageContext.routeParams.ano!, pageContext.routeParams.id!)
  if (!view) throw render(404)
  const card = activityOgCard(content, view)
  const summary = view.activity.summary
  const description = [[card.people, card.when].filter(Boolean).join(' · '), summary].filter(Boolean).join('. ')
  return itemPageData(
    content,
    {
      title: `${view.heading} — ${view.kind} · ${view.editionTitle}`,
      description: description || `${view.kind} · ${card.footer}`,
      image: { path: view.ogImage, alt: [card.kicker, card.title, card.people, activityWhenText(view)].filter(Boolean).join(' — ') },
      jsonLd: activityJsonLd(content, view),
    },
    view,
    {
      labels: { ...pages.pastEditions.labels },
      people: site.ui.people,
      addToCalendar: site.ui.addToCalendar,
      backToProgramme: site.ui.backToProgramme,
      star: site.ui.eventDays.star,
    },
  )
}

export type Data = ReturnType<typeof data>
