// @vitest-environment node
// What /comite shows in each state of the content, on copies of the fictional fixture site: every
// list the current edition's (as before), some kinds from the earlier edition, none published yet, none anywhere.
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { fixtureWithScenarios } from '../../../tests/fixtures/content/scenario-content'
import { fillTemplate, fillTimedText } from '../../components/edition-template'
import { loadContent, type Content } from '../../content/load-content'
import { committeePageView } from './committee-page-data'

const fixtureWith = fixtureWithScenarios()

/** The fixture with every kind of committee published by the current edition. */
const allCurrent = () =>
  fixtureWith([], (copy) => {
    const year = (YAML.parse(copy.read('data/site.yaml')) as { currentEdition: string }).currentEdition
    const file = `data/editions/${year}/committees.yaml`
    const doc = YAML.parseDocument(copy.read(file))
    doc.set('monitors', doc.createNode([{ person: 'ana-exemplo', area: 'Sistemas' }]))
    doc.set('others', doc.createNode([{ id: 'comissao-de-teste', title: 'Comissão de Teste', members: ['carla-teste'] }]))
    copy.write(file, doc.toString())
  })

/** Each shown list's heading, as the page names it: the kind's name, and its edition when `named`. */
function expectedHeadings(content: Content, named: boolean): string[] {
  const { roles } = content.site.ui
  const lists = content.committeeLists
  const of = (name: string, year: string) =>
    named ? `${name} ${fillTemplate(content.pages.committee.ofEdition, content.editions[year]!.edition)}` : name
  return [
    ...(lists.organising ? [of(roles.organising, lists.organising.year)] : []),
    ...(lists.programme ? [of(roles.programmeCommittee, lists.programme.year)] : []),
    ...(lists.monitors ? [of(roles.monitor, lists.monitors.year)] : []),
    ...(lists.others?.items ?? []).map((other) => of(other.title, lists.others!.year)),
  ]
}

describe('/comite', () => {
  it("with every list the current edition's, shows them under their names, the edition as the lead", async () => {
    const content = await allCurrent()
    const { edition } = content.currentEdition
    const view = committeePageView(content)
    expect(view.groups.map((group) => group.heading)).toEqual(expectedHeadings(content, false))
    expect(view.groups.map((group) => group.heading)).toContain('Comissão de Teste')
    expect(view.editionTitle).toBe(`${edition.title} (${edition.year})`)
    expect(view.empty).toBeNull()
    const organising = content.currentEdition.committees!.organising
    expect(view.groups[0]!.members.map((member) => member.area)).toEqual(organising.map((member) => member.role))
  })

  it('with some lists still from the earlier edition, names the edition of every list', () => {
    const content = loadContent(FIXTURE_ROOT)
    const years = new Set(Object.values(content.committeeLists).map((list) => list?.year))
    expect(years.size).toBe(2)
    const view = committeePageView(content)
    expect(view.groups.map((group) => group.heading)).toEqual(expectedHeadings(content, true))
    expect(view.editionTitle).toBeNull()
    expect(view.empty).toBeNull()
  })

  it("while the current edition has published none, says so and shows the earlier edition's, named", async () => {
    const content = await fixtureWith(['edicao-atual-sem-comissoes'])
    const view = committeePageView(content)
    // "Not yet" until the edition's end only: after it, the other text, for the visitor's clock to switch.
    const { edition } = content.currentEdition
    expect(view.empty).toEqual(fillTimedText(content.pages.committee.empty, edition))
    expect(view.empty!.changesAt).toBe(Date.parse(edition.end))
    expect(view.empty!.after).not.toBe(view.empty!.before)
    expect(view.groups.length).toBeGreaterThan(0)
    expect(view.groups.map((group) => group.heading)).toEqual(expectedHeadings(content, true))
    const earlier = content.committeeLists.organising!.year
    expect(earlier < content.currentEdition.year).toBe(true)
    expect(view.groups[0]!.heading).toContain(content.editions[earlier]!.edition.title)
    expect(view.editionTitle).toBeNull()
  })

  it('with no committee in any edition, only says so', async () => {
    const content = await fixtureWith(['sem-comissoes'])
    const view = committeePageView(content)
    expect(view.groups).toEqual([])
    expect(view.empty).toEqual(fillTimedText(content.pages.committee.empty, content.currentEdition.edition))
    expect(view.editionTitle).toBeNull()
  })
})
