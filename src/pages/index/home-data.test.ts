// @vitest-environment node
// The home's organisation block stays small whatever the committee's size (decision 0110): a few
// organisers and a link to the whole committee, on the fictional fixture site.
import YAML from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { copyContent, type ContentCopy } from '../../../tests/fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { clearContentCache, loadContent } from '../../content/load-content'
import data from './+data'

let copy: ContentCopy | undefined
afterEach(() => {
  copy?.remove()
  delete process.env.SERCOMP_CONTENT_ROOT
  clearContentCache()
})

/** The fixture site with its current edition's organising committee made of `count` people. */
function homeWithOrganisers(count: number) {
  copy = copyContent(FIXTURE_ROOT)
  const year = (YAML.parse(copy.read('data/site.yaml')) as { currentEdition: string }).currentEdition
  const people = (YAML.parse(copy.read('data/people.yaml')) as { people: { id: string }[] }).people.slice(0, count)
  expect(people).toHaveLength(count)
  const file = `data/editions/${year}/committees.yaml`
  const doc = YAML.parseDocument(copy.read(file))
  doc.set('organising', doc.createNode(people.map((person) => ({ person: person.id, role: 'Coordenação' }))))
  copy.write(file, doc.toString())
  process.env.SERCOMP_CONTENT_ROOT = copy.root
  clearContentCache()
  return { organisation: data().organisation, ids: people.map((person) => person.id), content: loadContent() }
}

describe("the home's organisation block", () => {
  it('shows every organiser of a small committee, with no link to the rest', () => {
    const { organisation, ids } = homeWithOrganisers(2)
    expect(organisation?.items.map((member) => member.id)).toEqual(ids)
    expect(organisation?.all).toBeNull()
  })

  it("shows the first organisers of a large committee and links the committee page, with the page's text", () => {
    const { organisation, ids, content } = homeWithOrganisers(8)
    const shown = organisation!.items.map((member) => member.id)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(ids.length)
    expect(shown).toEqual(ids.slice(0, shown.length))
    expect(organisation?.all).toEqual({ href: content.pages.committee.path, label: content.pages.home.organisationAll })
  })
})
