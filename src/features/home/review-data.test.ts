// @vitest-environment node
// The edition in review (decision 0174), on the fictional fixture site (decision 0095): figures
// counted from the edition's data, zeros left out, the people of its programme once each.
import sharp from 'sharp'
import YAML from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureCopies } from '../../../tests/fixtures/content/fixture-copies'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { clearContentCache, loadContent, type EditionContent } from '../../content/load-content'
import { programmePeople } from '../../content/programme'
import { personPath } from '../../publishing/item-paths'
import { editionPeople, reviewFigures, reviewPeople } from './review-data'

const content = loadContent(FIXTURE_ROOT)
const edition = content.currentEdition
const names = content.pages.home.review.figures
const activities = edition.activities!.activities
const value = (figures: ReturnType<typeof reviewFigures>, id: string) => figures.find((figure) => figure.id === id)?.value

const copy = fixtureCopies()
afterEach(() => {
  delete process.env.SERCOMP_CONTENT_ROOT
  clearContentCache()
})

describe('the figures of an edition in review', () => {
  it('counts its days, activities, activities of each kind, people, organisers and partners from its data', () => {
    const figures = reviewFigures(edition, names)
    const { startDate, endDate } = edition.edition
    expect(value(figures, 'days')).toBe((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1)
    expect(value(figures, 'activities')).toBe(activities.length)
    for (const kind of new Set(activities.map((a) => a.kind)))
      expect(value(figures, kind), kind).toBe(activities.filter((a) => a.kind === kind).length)
    expect(value(figures, 'people')).toBe(editionPeople(edition).length)
    expect(value(figures, 'partners')).toBe(edition.partners!.partners.length)
    const committees = edition.committees!
    const organisers = new Set([...committees.organising, ...committees.programme, ...committees.monitors].map((m) => m.person))
    for (const other of committees.others) for (const id of other.members) organisers.add(id)
    expect(value(figures, 'organisers')).toBe(organisers.size)
  })

  it('names each figure in the plural, and in the singular after 1; kinds in the order of the names', () => {
    const figures = reviewFigures(edition, names)
    for (const figure of figures) {
      const noun = figure.id in names.kinds ? names.kinds[figure.id as keyof typeof names.kinds] : names[figure.id as 'days']
      expect(figure.label, figure.id).toBe(figure.value === 1 ? noun.one : noun.other)
    }
    const kindOrder = Object.keys(names.kinds)
    const kinds = figures.filter((figure) => kindOrder.includes(figure.id)).map((figure) => figure.id)
    expect(kinds).toEqual([...kinds].sort((a, b) => kindOrder.indexOf(a) - kindOrder.indexOf(b)))
    const one = reviewFigures({ ...edition, partners: { partners: edition.partners!.partners.slice(0, 1) } }, names)
    expect(one.find((figure) => figure.id === 'partners')).toEqual({ id: 'partners', value: 1, label: names.partners.one })
  })

  it('leaves out every zero: an edition with empty lists has its days alone', () => {
    const empty: EditionContent = { ...edition, activities: null, committees: null, partners: { partners: [] }, programme: [] }
    expect(reviewFigures(empty, names).map((figure) => figure.id)).toEqual(['days'])
  })

  it('leaves out the activities when they are all of one kind: that kind says it', () => {
    const kind = activities[0]!.kind
    const oneKind = { ...edition, activities: { ...edition.activities!, activities: activities.filter((a) => a.kind === kind) } }
    const figures = reviewFigures(oneKind, names)
    expect(value(figures, 'activities')).toBeUndefined()
    expect(value(figures, kind)).toBe(oneKind.activities.activities.length)
  })
})

describe('the people of an edition in review', () => {
  it("are its activities' people and moderators, then its programme's own, each once, in that order", () => {
    const people = editionPeople(edition)
    expect(new Set(people).size).toBe(people.length)
    const fromActivities = [...new Set(activities.flatMap((a) => [...a.people, ...a.moderators]))]
    expect(people.slice(0, fromActivities.length)).toEqual(fromActivities)
    expect(new Set(people)).toEqual(new Set([...fromActivities, ...programmePeople(edition.programme)]))
    expect(editionPeople({ ...edition, activities: null, programme: [] })).toEqual([])
  })

  it('link to their pages, say what they did, and stop at the cap', () => {
    const shown = reviewPeople(content, edition, 3)
    expect(shown.map((p) => p.id)).toEqual(editionPeople(edition).slice(0, 3))
    for (const person of shown) {
      expect(person.href).toBe(personPath(person.id))
      const first = activities.find((a) => a.people.includes(person.id) || a.moderators.includes(person.id))
      expect(person.area).toBe(first ? content.site.ui.activityKinds[first.kind] : null)
    }
    expect(reviewPeople(content, { ...edition, activities: null, programme: [] }, 6)).toEqual([])
  })

  it('show the people with a photo first', async () => {
    const c = copy()
    const last = editionPeople(edition).at(-1)!
    await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg()
      .toFile(c.path('public/images/rosto.jpg'))
    const doc = YAML.parseDocument(c.read('data/people.yaml'))
    const people = (doc.toJSON() as { people: { id: string }[] }).people
    doc.setIn(['people', people.findIndex((p) => p.id === last), 'photo'], 'rosto.jpg')
    c.write('data/people.yaml', doc.toString())
    process.env.SERCOMP_CONTENT_ROOT = c.root
    clearContentCache()
    const withPhoto = loadContent(c.root)
    const shown = reviewPeople(withPhoto, withPhoto.currentEdition, 3)
    expect(shown[0]!.id).toBe(last)
    expect(shown[0]!.photo).not.toBeNull()
    expect(shown.slice(1).map((p) => p.id)).toEqual(editionPeople(edition).slice(0, 2))
  })
})
