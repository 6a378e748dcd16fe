// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { fillTimedText } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { roomAnchor } from '../../publishing/item-paths'
import { venuePagePublished, venuePageProps, venueRoomsHref } from './venue-page-data'

const content = loadContent(FIXTURE_ROOT)
const { edition } = content.currentEdition
const texts = content.pages.venue

describe("'Como chegar' from the fixture's venue", () => {
  const props = venuePageProps(content)

  it('shows the sections with content, in order, and leaves out the null ones', () => {
    const { venue } = edition
    const filled = [
      [texts.busStation, venue.directions.busStation],
      [texts.nearbyCities, venue.directions.nearbyCities],
      [texts.lodging, venue.lodging],
      [texts.food, venue.food],
      [texts.accessibility, venue.accessibility],
      [texts.libras, venue.libras],
    ] as const
    expect(filled.some(([, blocks]) => blocks === null)).toBe(true)
    expect(props.sections.map((section) => section.title)).toEqual(filled.filter(([, blocks]) => blocks !== null).map(([title]) => title))
    expect(props.venue.mapUrl).toBe(venue.mapUrl)
    expect(props.dayContact).toEqual({ title: texts.dayContact, ...venue.dayContact })
  })

  it('lists only the answered questions, and every room with its anchor', () => {
    expect(edition.faq.some((entry) => entry.answer === null)).toBe(true)
    expect(props.faq!.entries.map((entry) => entry.id)).toEqual(edition.faq.filter((entry) => entry.answer).map((entry) => entry.id))
    expect(props.rooms.map(({ id, anchor, name }) => ({ id, anchor, name }))).toEqual(
      edition.rooms.map((room) => ({ id: room.id, anchor: roomAnchor(room.id), name: room.name })),
    )
    const used = (id: string) => content.currentEdition.programme.some((day) => day.items.some((item) => item.room?.id === id))
    expect(props.rooms.map((room) => room.sheet)).toEqual(
      edition.rooms.map((room) => (used(room.id) ? `${content.pages.timeline.path}?sala=${room.id}` : null)),
    )
    expect(props.codeOfConduct?.title).toBe(texts.codeOfConduct)
  })

  it("says the edition's name and dates, its questions and the room sheets' line as they are until its end and after it", () => {
    const end = Date.parse(edition.end)
    expect(props.editionEnd).toBe(end)
    expect(props.dates).toEqual(fillTimedText(texts.dates, edition))
    expect(props.dates.after).toContain(edition.title)
    expect(props.roomSheet).toEqual(fillTimedText(texts.roomSheet, edition))
    const answered = edition.faq.filter((entry) => entry.answer)
    expect(props.faq!.entries.map((entry) => entry.question)).toEqual(answered.map((entry) => fillTimedText(entry.question, edition)))
    // The fixture asks one question in the future tense until the end and in the past after it.
    expect(props.faq!.entries.some((entry) => entry.question.before !== entry.question.after)).toBe(true)
    for (const text of [props.dates, props.roomSheet, ...props.faq!.entries.map((entry) => entry.question)])
      expect(text.changesAt).toBe(end)
  })

  it('is published, and the programme links rooms to it', () => {
    expect(venuePagePublished(content)).toBe(true)
    expect(venueRoomsHref(content)).toBe(texts.path)
  })
})

describe("'Como chegar' with nothing but the venue's name", () => {
  const root = mkdtempSync(join(tmpdir(), 'sercomp-venue-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  const file = join(root, 'data', 'editions', content.site.currentEdition, 'edition.yaml')
  const text = readFileSync(file, 'utf8')
  const venueStart = text.indexOf('venue:')
  const venueEnd = text.indexOf('\nrooms:')
  const emptied = `${text.slice(0, venueStart)}venue:
  name: "${edition.venue.name}"
  address: null
  city: "${edition.venue.city}"
  state: "${edition.venue.state}"
  mapUrl: null
  directions:
    busStation: null
    nearbyCities: null
  lodging: null
  food: null
  accessibility: null
  libras: null
  dayContact: null${text.slice(venueEnd)}`.replace(
    /\nfaq:[\s\S]*$/,
    '\nfaq:\n  - id: certificado\n    question: "Terá certificado?"\n    answer: null\ncodeOfConduct: null\n',
  )
  writeFileSync(file, emptied)

  it('is not published: no page to prerender, no link from the programme or the home page', async () => {
    const bare = loadContent(root)
    expect(venuePagePublished(bare)).toBe(false)
    expect(venueRoomsHref(bare)).toBeNull()
    const previous = process.env.SERCOMP_CONTENT_ROOT
    process.env.SERCOMP_CONTENT_ROOT = root
    try {
      const { default: prerendered } = await import('../../pages/como-chegar/+onBeforePrerenderStart')
      expect(prerendered()).toEqual([])
    } finally {
      if (previous === undefined) delete process.env.SERCOMP_CONTENT_ROOT
      else process.env.SERCOMP_CONTENT_ROOT = previous
    }
  })
})
