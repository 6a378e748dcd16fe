import type { Content } from '../../content/load-content'
import type { PageCard } from '../../components/page-cards'

/**
 * The current edition's calls as cards, in their order: on the home page with the call's invitation
 * (`homeText`), on /chamadas with its summary (`text`). A page of this edition never invites to a
 * call it does not have (decision 0143), so an earlier edition's call shown on its page has no card.
 */
export function callCards(content: Content, text: 'homeText' | 'text'): PageCard[] {
  return content.currentEdition.calls.map((call) => ({
    id: call.kind,
    icon: call.card.icon,
    title: call.card.title,
    text: call.card[text],
    href: call.path,
  }))
}
