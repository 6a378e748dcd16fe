import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { agendaIcs, escapeText, fold } from './agenda-ics'

const item = {
  uid: 'sercomp-2030-abertura@example.org',
  title: 'Abertura; boas-vindas, café',
  startIso: '2030-05-20T08:00:00-03:00',
  endIso: '2030-05-20T09:30:00-03:00',
  location: 'Auditório, UEPB, Patos-PB',
  url: 'https://example.org/timeline',
}

describe('agendaIcs', () => {
  it('writes events a calendar library reads back with the same UID, instants and texts', () => {
    const ics = agendaIcs([item], 'SERCOMP 2030', Date.parse('2030-05-01T12:00:00Z'))
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const [event] = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(event?.uid).toBe(item.uid)
    expect(event?.summary).toBe(item.title)
    expect(event?.location).toBe(item.location)
    expect(event?.startDate.toJSDate().getTime()).toBe(Date.parse(item.startIso))
    expect(event?.endDate.toJSDate().getTime()).toBe(Date.parse(item.endIso))
    expect(ics).toContain('DTSTART:20300520T110000Z\r\n')
  })

  it('escapes TEXT values and folds long lines by octets', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    const long = `SUMMARY:${'ação '.repeat(40)}`
    const folded = fold(long)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
  })
})
