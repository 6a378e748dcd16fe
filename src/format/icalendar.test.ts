import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, icsCalendar } from './icalendar'

const event = {
  uid: 'sercomp-2030-abertura@example.org',
  title: 'Abertura; boas-vindas, café',
  startIso: '2030-05-20T08:00:00-03:00',
  endIso: '2030-05-20T09:30:00-03:00',
  location: 'Auditório, UEPB, Patos-PB',
  url: 'https://example.org/timeline',
}
const stampMs = Date.parse('2030-05-01T12:00:00Z')
const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))

describe('icsCalendar', () => {
  it('writes events a calendar library reads back with the same UID, instants and texts', () => {
    const ics = icsCalendar({ name: 'SERCOMP 2030', stampMs, events: [event] })
    const [parsed] = parse(ics)
    expect(parsed?.uid).toBe(event.uid)
    expect(parsed?.summary).toBe(event.title)
    expect(parsed?.location).toBe(event.location)
    expect(parsed?.startDate.toJSDate().getTime()).toBe(Date.parse(event.startIso))
    expect(parsed?.endDate.toJSDate().getTime()).toBe(Date.parse(event.endIso))
    expect(parsed?.description).toBeNull()
    expect(parsed?.component.getFirstProperty('organizer')).toBeNull()
    expect(ics).toContain('DTSTART:20300520T110000Z\r\n')
    expect(ics).toContain('DTSTAMP:20300501T120000Z\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('marks a cancelled event and carries its sequence; an event as published is confirmed, sequence 0', () => {
    const [plain, cancelled] = parse(
      icsCalendar({ name: 'SERCOMP 2030', stampMs, events: [event, { ...event, uid: 'x@example.org', cancelled: true, sequence: 3 }] }),
    )
    expect(plain!.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(plain!.sequence).toBe(0)
    expect(cancelled!.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled!.sequence).toBe(3)
  })

  it('adds the description and the organizer when given', () => {
    const description = 'Primeira linha, com vírgula\n\nhttps://example.org/timeline'
    const ics = icsCalendar({
      name: 'SERCOMP 2030',
      stampMs,
      events: [{ ...event, description, organizer: { name: 'SERCOMP', email: 'a@example.org' } }],
    })
    const [parsed] = parse(ics)
    expect(parsed?.description).toBe(description)
    const organizer = parsed!.component.getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe('SERCOMP')
    expect(organizer.getFirstValue()).toBe('MAILTO:a@example.org')
  })

  it('escapes TEXT values and folds long lines by octets', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    const long = `SUMMARY:${'ação '.repeat(40)}`
    const folded = foldLine(long)
    expect(folded.split('\r\n').length).toBeGreaterThan(1)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    expect(foldLine('SUMMARY:curta')).toBe('SUMMARY:curta')
  })
})

describe('icsCalendar, days and moments', () => {
  it('writes a whole-day event with the last day included and a moment with no end', () => {
    const ics = icsCalendar({
      name: 'Prazos',
      stampMs,
      events: [
        { uid: 'a@example.org', title: 'Submissões', startDay: '2030-04-29', endDay: '2030-04-30', url: 'https://example.org/articles' },
        {
          uid: 'b@example.org',
          title: 'Entrega',
          startIso: '2030-05-21T16:30:00-03:00',
          endIso: null,
          url: 'https://example.org/hackathon',
        },
      ],
    })
    const [days, moment] = parse(ics)
    expect(days?.startDate.isDate).toBe(true)
    expect(days?.startDate.toString()).toBe('2030-04-29')
    expect(days?.endDate.toString()).toBe('2030-05-01')
    expect(days?.location).toBeNull()
    expect(ics).toContain('DTSTART;VALUE=DATE:20300429\r\n')
    expect(moment?.startDate.toJSDate().toISOString()).toBe('2030-05-21T19:30:00.000Z')
    expect(moment?.component.getFirstProperty('dtend')).toBeNull()
  })
})
