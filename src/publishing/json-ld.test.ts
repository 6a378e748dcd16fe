// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { programmeItems } from '../content/programme'
import { publishedYears } from '../content/edition-years'
import { activityJsonLd, editionJsonLd, jsonLdScript, personJsonLd } from './json-ld'
import { activityPath, personOgPath } from './item-paths'

const content = loadContent(FIXTURE_ROOT)

describe('JSON-LD', () => {
  const graph = editionJsonLd(content)['@graph'] as any[]
  const series = graph.find((n) => n['@type'] === 'EventSeries')
  const event = graph.find((n) => n['@type'] === 'Event')

  it('describes the current edition as an Event of the series', () => {
    const { edition } = content.currentEdition
    expect(event.startDate).toBe('2032-05-17T17:30:00-03:00')
    expect(event.endDate).toMatch(/-03:00$/)
    expect(event.name).toContain(edition.title)
    expect(event.superEvent['@id']).toBe(series['@id'])
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(event.location['@type']).toBe('Place')
    expect(event.location.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Vila Exemplo',
      addressRegion: 'PB',
      addressCountry: 'BR',
    })
    expect(event.organizer.name).toContain(content.site.organiser)
    expect(event.offers.url).toBe(edition.registration.signInUrl)
  })

  it('lists every programme item as a sub-event with offset times', () => {
    expect(event.subEvent).toHaveLength(programmeItems(content.currentEdition.programme).length)
    for (const sub of event.subEvent) {
      expect(sub.startDate).toMatch(/^2032-05-(17|18|19)T\d\d:\d\d:00-03:00$/)
      expect(sub.location.address.addressLocality).toBe('Vila Exemplo')
    }
  })

  it("gives an activity page an Event with -03:00 times, its people as performers and its edition's Event as superEvent", () => {
    for (const edition of publishedYears(content).map((year) => content.editions[year]!)) {
      for (const activity of edition.activities?.activities ?? []) {
        const ld = JSON.parse(JSON.stringify(activityJsonLd(content, edition, activity)))
        expect(ld['@type']).toBe('Event')
        expect(ld.url).toBe(`${content.site.siteUrl}${activityPath(edition.year, activity.id)}`)
        expect(ld.startDate).toMatch(/-03:00$/)
        expect(ld.superEvent['@id']).toBe(editionJsonLd(content, edition)['@graph'][1]!['@id'])
        expect((ld.performer ?? []).length).toBe(new Set([...activity.people, ...activity.moderators]).size)
        if (activity.when?.room) expect(ld.location.name).toContain(activity.when.room.name)
      }
    }
  })

  it('gives a person page a Person with the events they took part in, and their preview image with one', () => {
    const id = Object.keys(content.people)[0]!
    const none = JSON.parse(JSON.stringify(personJsonLd(content, id, [])))
    expect(none).toMatchObject({ '@type': 'Person', name: content.people[id]!.name })
    expect(none.performerIn).toBeUndefined()
    expect(none.image).toBeUndefined()
    const one = JSON.parse(JSON.stringify(personJsonLd(content, id, [{ name: 'Palestra · Título', year: '2032', activity: 'x' }])))
    expect(one.performerIn).toEqual([
      { '@type': 'Event', name: 'Palestra · Título', url: `${content.site.siteUrl}${activityPath('2032', 'x')}` },
    ])
    expect(one.image).toBe(`${content.site.siteUrl}${personOgPath(id)}`)
  })

  it('cannot close its script element', () => {
    expect(jsonLdScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(jsonLdScript({ a: '</script>' }))).toEqual({ a: '</script>' })
  })
})
