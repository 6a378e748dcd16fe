import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../content/load-content'
import { summaryOf } from '../../content/plain-text'
import { personOgCard } from '../../features/item-pages/item-og'
import { itemPageData, personPageView } from '../../features/item-pages/item-pages-data'
import { personJsonLd } from '../../publishing/json-ld'

export default function data(pageContext: PageContextServer) {
  const content = loadContent()
  const { site } = content
  const view = personPageView(content, pageContext.routeParams.id!)
  if (!view) throw render(404)
  const card = personOgCard(content, view)
  const roles = view.roles.map((role) => `${role.text} (${role.editionTitle})`).join('; ')
  return itemPageData(
    content,
    {
      title: `${view.person.name} — ${site.name}`,
      description: summaryOf(
        [view.person.affiliation, roles || content.personById(view.person.id).bio].filter(Boolean).join('. ') || site.fullName,
      ),
      image: view.ogImage ? { path: view.ogImage, alt: [card.title, card.people, card.kicker].filter(Boolean).join(' — ') } : undefined,
      jsonLd: personJsonLd(
        content,
        view.person.id,
        view.roles.flatMap((role) => (role.activity ? [{ name: role.text, year: role.activity.year, activity: role.activity.id }] : [])),
      ),
    },
    view,
  )
}
