import type { Content } from '../../content/load-content'
import { CALL_PAGES } from './deadlines-calendar'

/**
 * The cards (home, /chamadas) without those leading to a call page whose call the current edition
 * does not hold: a page of this edition never invites to a call it does not have (decision 0143).
 * A card leading elsewhere always stays.
 */
export function currentCallCards<Card extends { href: string }>(content: Content, cards: readonly Card[]): Card[] {
  return cards.filter((card) => {
    const kind = (Object.keys(CALL_PAGES) as (keyof typeof CALL_PAGES)[]).find((k) => content.pages[CALL_PAGES[k]].path === card.href)
    return kind === undefined || content.currentEdition.calls[kind] !== undefined
  })
}
