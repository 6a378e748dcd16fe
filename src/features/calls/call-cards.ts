import type { Content } from '../../content/load-content'
import type { PageCard } from '../../components/page-cards'
import { fillTemplate } from '../../components/edition-template'
import { callActions } from './call-page-data'

/** The current edition's own calls as cards (decisions 0114, 0172): the home page's invitation (`homeText`) or /chamadas's summary (`text`). */
export function callCards(content: Content, text: 'homeText' | 'text'): PageCard[] {
  const { edition } = content.currentEdition
  return content.currentEdition.calls.map((call) => {
    const { window, lines } = callActions(call, (t) => fillTemplate(t, edition, call.dates))
    return {
      id: call.kind,
      icon: call.card.icon,
      title: call.card.title,
      text: call.card[text],
      href: call.path,
      status: { window, lines },
      invites: text === 'homeText',
    }
  })
}
