// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { editionJsonLd, jsonLdScript } from './json-ld'

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
    const count = content.currentEdition.programme.reduce((n, d) => n + d.entries.length, 0)
    expect(event.subEvent).toHaveLength(count)
    for (const sub of event.subEvent) {
      expect(sub.startDate).toMatch(/^2032-05-(17|18|19)T\d\d:\d\d:00-03:00$/)
      expect(sub.location.address.addressLocality).toBe('Vila Exemplo')
    }
  })

  it('cannot close its script element', () => {
    expect(jsonLdScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(jsonLdScript({ a: '</script>' }))).toEqual({ a: '</script>' })
  })
})
