// @vitest-environment node
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { calendarUid, editionCalendar, itemCalendars } from './calendar'

const content = loadContent(FIXTURE_ROOT)
const stamp = new Date('2032-04-01T12:00:00Z')

function events(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

describe('edition calendar', () => {
  const ics = editionCalendar(content, content.editions['2032']!, stamp)!
  const parsed = events(ics)

  it('has one VEVENT per programme item with unique, stable UIDs', () => {
    const count = content.editions['2032']!.programme.reduce((n, d) => n + d.items.length, 0)
    expect(parsed).toHaveLength(count)
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(count)
    expect(parsed[0]!.uid).toBe(calendarUid(content.site.siteUrl, '2032', 'd1-credenciamento'))
    expect(editionCalendar(content, content.editions['2032']!, new Date())).toContain(`UID:${parsed[0]!.uid}`)
  })

  it('publishes the cancelled items as CANCELLED, saying so in the title and the description, with the reason', () => {
    const { ui } = content.site
    const items = content.editions['2032']!.programme.flatMap((d) => d.items)
    const cancelled = items.filter((item) => item.cancelled)
    expect(cancelled.length).toBeGreaterThan(0)
    for (const item of items) {
      const event = parsed.find((e) => e.uid === calendarUid(content.site.siteUrl, '2032', item.id))!
      expect(event.component.getFirstPropertyValue('status')).toBe(item.cancelled ? 'CANCELLED' : 'CONFIRMED')
      expect(event.summary).toBe(item.cancelled ? `${ui.cancelled}: ${item.title}` : item.title)
      if (item.cancelled?.reason) expect(event.description).toContain(`${ui.cancelledReason}: ${item.cancelled.reason}`)
    }
    for (const item of cancelled)
      expect(itemCalendars(content, content.editions['2032']!, stamp).get(item.id)).toContain('STATUS:CANCELLED')
  })

  it('puts the instants in UTC: 17 May 2032 17:30 in Fortaleza is 20:30Z', () => {
    const first = parsed.find((e) => e.uid.includes('d1-credenciamento'))!
    expect(first.startDate.zone?.tzid).toBe('UTC')
    expect(first.startDate.toJSDate().toISOString()).toBe('2032-05-17T20:30:00.000Z')
    expect(first.endDate.toJSDate().toISOString()).toBe('2032-05-17T21:30:00.000Z')
    const awards = parsed.find((e) => e.uid.includes('d3-premiacoes'))!
    expect(awards.startDate.toJSDate().toISOString()).toBe('2032-05-19T23:00:00.000Z')
  })

  it('carries DTSTAMP, location with room and venue, description and URL', () => {
    const opening = parsed.find((e) => e.uid.includes('d1-abertura'))!
    expect(opening.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2032-04-01T12:00:00Z')
    expect(opening.location).toBe('Sala Alfa, Campus Fictício, Vila Exemplo-PB')
    expect(opening.description).toContain('XII SERCOMP')
    expect(opening.component.getFirstPropertyValue('url')).toBe(`${content.site.siteUrl}/timeline`)
    expect(opening.component.getFirstPropertyValue('organizer')).toBe(`mailto:${content.site.contact.email}`.replace('mailto', 'MAILTO'))
    expect(opening.component.getFirstProperty('organizer')!.getParameter('cn')).toBe(content.site.name)
  })

  it('points earlier editions at their own page', () => {
    const older = events(editionCalendar(content, content.editions['2031']!, stamp)!)
    expect(older[0]!.component.getFirstPropertyValue('url')).toBe(`${content.site.siteUrl}/2031`)
  })
})

describe('per-item calendars', () => {
  it('gives every item its own one-event file with the same UID as the edition file', () => {
    const files = itemCalendars(content, content.editions['2032']!, stamp)
    const opening = events(files.get('d1-abertura')!)
    expect(opening).toHaveLength(1)
    expect(opening[0]!.uid).toBe(calendarUid(content.site.siteUrl, '2032', 'd1-abertura'))
    expect(opening[0]!.startDate.toJSDate().toISOString()).toBe('2032-05-17T21:30:00.000Z')
  })
})

describe('line folding', () => {
  it('keeps every content line within 75 octets without splitting characters', () => {
    const ics = editionCalendar(content, content.editions['2032']!, stamp)!
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(ics).not.toContain('\uFFFD')
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true)
  })

  it('still parses to the same texts', () => {
    const [painel] = events(itemCalendars(content, content.editions['2032']!, stamp).get('d1-painel-1')!)
    expect(painel!.summary).toBe(content.editions['2032']!.programme[0]!.items.find((e) => e.id === 'd1-painel-1')!.title)
  })
})
