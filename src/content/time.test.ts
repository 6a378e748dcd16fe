// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  callWindow,
  editionBoundaries,
  editionPhase,
  endOf,
  nextEditionStart,
  registrationState,
  registrationWindow,
  startOf,
  windowState,
} from './time'

// Instants in the event's zone (UTC-3), written as a visitor reads them.
const at = (local: string) => Date.parse(`${local}-03:00`)
const day = (date: string, fields: Partial<{ endDate: string; start: string; end: string }> = {}) => ({
  date,
  endDate: fields.endDate ?? null,
  start: fields.start ?? null,
  end: fields.end ?? null,
})

const edition = {
  start: '2040-05-14T17:30:00-03:00',
  end: '2040-05-16T21:30:00-03:00',
  registration: { signInUrl: null, eventId: null, opens: '2040-03-01', closes: '2040-05-10', onSite: true },
}

describe('a date, in the event zone', () => {
  it('begins at its start time, else at midnight of its first day', () => {
    expect(startOf(day('2040-04-30'))).toBe(at('2040-04-30T00:00:00'))
    expect(startOf(day('2040-04-30', { start: '14:00' }))).toBe(at('2040-04-30T14:00:00'))
  })

  it('ends at its end time on its last day, else when its last day is over', () => {
    expect(endOf(day('2040-04-30'))).toBe(at('2040-05-01T00:00:00'))
    expect(endOf(day('2040-04-01', { endDate: '2040-04-30' }))).toBe(at('2040-05-01T00:00:00'))
    expect(endOf(day('2040-05-14', { endDate: '2040-05-15', end: '16:30' }))).toBe(at('2040-05-15T16:30:00'))
    expect(endOf(day('2040-12-31'))).toBe(at('2041-01-01T00:00:00'))
  })
})

describe('editionPhase', () => {
  it('is upcoming before the start, on until the end, over from the end', () => {
    expect(editionPhase(edition, at('2040-05-14T17:29:59'))).toBe('upcoming')
    expect(editionPhase(edition, at('2040-05-14T17:30:00'))).toBe('on')
    expect(editionPhase(edition, at('2040-05-16T21:29:59'))).toBe('on')
    expect(editionPhase(edition, at('2040-05-16T21:30:00'))).toBe('over')
  })
})

describe('a call window', () => {
  const call = {
    window: { opensDateId: 'abertura', closesDateId: 'inscricoes' },
    dates: [
      { id: 'abertura', ...day('2040-04-01') },
      { id: 'inscricoes', ...day('2040-04-30') },
    ],
  }

  it('opens when its opening date begins and closes when its closing date ends', () => {
    const w = callWindow(call)
    expect(w).toEqual({ opensAt: at('2040-04-01T00:00:00'), closesAt: at('2040-05-01T00:00:00') })
    expect(windowState(w, at('2040-03-31T23:59:59'))).toBe('upcoming')
    expect(windowState(w, at('2040-04-01T00:00:00'))).toBe('open')
    expect(windowState(w, at('2040-04-30T23:59:59'))).toBe('open')
    expect(windowState(w, at('2040-05-01T00:00:00'))).toBe('closed')
  })

  it('is open from publication when it names no opening date', () => {
    const w = callWindow({ ...call, window: { opensDateId: null, closesDateId: 'inscricoes' } })
    expect(windowState(w, at('2000-01-01T00:00:00'))).toBe('open')
  })

  it('refuses a date the call does not have (validation reports it first)', () => {
    expect(() => callWindow({ ...call, window: { opensDateId: null, closesDateId: 'prazo' } })).toThrow(/prazo/)
  })
})

describe('the registration', () => {
  it('is upcoming, open online, on site until the end, then over', () => {
    expect(registrationState(edition, at('2040-02-29T12:00:00'))).toBe('upcoming')
    expect(registrationState(edition, at('2040-03-01T00:00:00'))).toBe('open')
    expect(registrationState(edition, at('2040-05-10T23:59:59'))).toBe('open')
    expect(registrationState(edition, at('2040-05-11T00:00:00'))).toBe('on-site')
    expect(registrationState(edition, at('2040-05-15T10:00:00'))).toBe('on-site')
    expect(registrationState(edition, at('2040-05-16T21:30:00'))).toBe('over')
  })

  it('is closed after its window when the edition takes no one on site', () => {
    const noSite = { ...edition, registration: { ...edition.registration, onSite: false } }
    expect(registrationState(noSite, at('2040-05-11T00:00:00'))).toBe('closed')
  })

  it('is open online from publication until the event starts when it names no days', () => {
    const always = { ...edition, registration: { ...edition.registration, opens: null, closes: null } }
    expect(registrationWindow(always)).toEqual({ opensAt: null, closesAt: Date.parse(edition.start) })
    expect(registrationState(always, at('2040-05-14T17:29:59'))).toBe('open')
    expect(registrationState(always, at('2040-05-14T17:30:00'))).toBe('on-site')
  })
})

describe('editionBoundaries', () => {
  it('lists every instant at which something changes, sorted and without repeats', () => {
    const call = { opensAt: null, closesAt: at('2040-05-01T00:00:00') }
    const same = { opensAt: at('2040-03-01T00:00:00'), closesAt: at('2040-05-01T00:00:00') }
    expect(editionBoundaries(edition, [call, same])).toEqual([
      at('2040-03-01T00:00:00'),
      at('2040-05-01T00:00:00'),
      at('2040-05-11T00:00:00'),
      Date.parse(edition.start),
      Date.parse(edition.end),
    ])
  })
})

describe('the next edition', () => {
  const next = { startDate: '2041-05-13', endDate: '2041-05-15', start: null, signInUrl: null }
  it('starts at its start, else at the first instant of its first day; not while only its month or nothing is known', () => {
    expect(nextEditionStart({ next: { ...next, start: '2041-05-13T17:30:00-03:00' } })).toBe(at('2041-05-13T17:30:00'))
    expect(nextEditionStart({ next })).toBe(at('2041-05-13T00:00:00'))
    expect(nextEditionStart({ next: { month: '2041-05' } })).toBeNull()
    expect(nextEditionStart({ next: null })).toBeNull()
    expect(nextEditionStart({})).toBeNull()
  })

  it("is a boundary of the current edition's clock once its dates are known: the countdown to it ends there", () => {
    expect(editionBoundaries({ ...edition, next }, []).at(-1)).toBe(at('2041-05-13T00:00:00'))
    expect(editionBoundaries({ ...edition, next: { month: '2041-05' } }, [])).toEqual(editionBoundaries(edition, []))
  })
})
