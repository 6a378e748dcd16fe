import type { Content } from '../../content/load-content'
import type { PageCard } from '../../components/page-cards'
import { fillTemplate } from '../../components/edition-template'
import { callActions } from './call-page-data'

/**
 * The current edition's calls as cards, in their order: on the home page with the call's invitation
 * (`homeText`), on /chamadas with its summary (`text`), each with its state now (decision 0172). A page
 * of this edition never invites to a call it does not have (decision 0114), so an earlier edition's
 * call shown on its page has no card.
 */
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
