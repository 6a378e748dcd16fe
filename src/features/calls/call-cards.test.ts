// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { callCards } from './call-cards'

describe('callCards', () => {
  const content = loadContent(FIXTURE_ROOT)
  const current = content.currentEdition.calls

  it("is one card per call of the current edition, in the calls' order, leading to its page", () => {
    const cards = callCards(content, 'text')
    expect(cards.map((card) => card.href)).toEqual(current.map((call) => call.path))
    expect(cards.map((card) => card.id)).toEqual(current.map((call) => call.kind))
    for (const [i, call] of current.entries()) expect(cards[i]).toMatchObject({ icon: call.card.icon, title: call.card.title })
  })

  it("writes the call's summary on /chamadas and its invitation on the home page", () => {
    expect(callCards(content, 'text').map((card) => card.text)).toEqual(current.map((call) => call.card.text))
    expect(callCards(content, 'homeText').map((card) => card.text)).toEqual(current.map((call) => call.card.homeText))
  })

  it('invites to no call the current edition does not hold, though its page shows an earlier one (decision 0114)', () => {
    const earlier = content.callPages.filter((page) => page.year < content.site.currentEdition)
    expect(earlier.length).toBeGreaterThan(0)
    for (const page of earlier) expect(callCards(content, 'homeText').map((card) => card.href)).not.toContain(page.call.path)
  })
})
