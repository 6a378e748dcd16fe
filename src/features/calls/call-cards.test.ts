// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { currentCallCards } from './call-cards'
import { CALL_PAGES } from './deadlines-calendar'

describe('currentCallCards', () => {
  const content = loadContent(FIXTURE_ROOT)
  const card = (href: string) => ({ id: href, href })
  const paths = Object.fromEntries(Object.entries(CALL_PAGES).map(([kind, page]) => [kind, content.pages[page].path]))

  it("drops a card to a call the current edition does not hold, keeps the edition's calls and every other card", () => {
    expect(content.currentEdition.calls.ideathon).toBeUndefined()
    expect(content.currentEdition.calls.hackathon).toBeDefined()
    const cards = [card(paths.hackathon!), card(paths.ideathon!), card('/timeline')]
    expect(currentCallCards(content, cards)).toEqual([cards[0], cards[2]])
  })
})
