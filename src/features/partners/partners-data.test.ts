// @vitest-environment node
// What /parceiros shows in each state of the content, on copies of the fictional fixture site.
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { fixtureWithScenarios } from '../../../tests/fixtures/content/scenario-content'
import { fillTemplate, fillTimedText } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { partnersPageView } from './partners-data'

const fixtureWith = fixtureWithScenarios()

describe('/parceiros', () => {
  it("shows the current edition's partners with the edition as the lead", () => {
    const content = loadContent(FIXTURE_ROOT)
    const { edition, partners } = content.currentEdition
    const view = partnersPageView(content)
    expect(view.partners.map((partner) => partner.id)).toEqual(partners!.partners.map((partner) => partner.id))
    expect(view.partners.length).toBeGreaterThan(0)
    expect(view.editionTitle).toBe(`${edition.title} (${edition.year})`)
    expect(view.earlierHeading).toBeNull()
    expect(view.empty).toBeNull()
  })

  it("while the current edition has none, says so and shows the latest earlier edition's under a heading naming it", async () => {
    const content = await fixtureWith(['edicao-atual-sem-parceiros'])
    const earlier = content.partnerList!.year
    expect(earlier < content.currentEdition.year).toBe(true)
    const view = partnersPageView(content)
    // "Not yet" until the edition's end only: after it, the other text, for the visitor's clock to switch.
    const { edition } = content.currentEdition
    expect(view.empty).toEqual(fillTimedText(content.pages.partners.empty, edition))
    expect(view.empty!.changesAt).toBe(Date.parse(edition.end))
    expect(view.empty!.after).not.toBe(view.empty!.before)
    expect(view.earlierHeading).toBe(fillTemplate(content.pages.partners.earlierHeading, content.editions[earlier]!.edition))
    expect(view.earlierHeading).toContain(content.editions[earlier]!.edition.title)
    expect(view.partners.map((partner) => partner.id)).toEqual(content.editions[earlier]!.partners!.partners.map((partner) => partner.id))
    expect(view.editionTitle).toBeNull()
  })

  it('with no partner in any edition, only says so', async () => {
    const content = await fixtureWith(['sem-parceiros'])
    const view = partnersPageView(content)
    expect(view.partners).toEqual([])
    expect(view.earlierHeading).toBeNull()
    expect(view.empty).toEqual(fillTimedText(content.pages.partners.empty, content.currentEdition.edition))
  })
})
