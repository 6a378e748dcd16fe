import { describe, expect, it } from 'vitest'
import { countdownState, twoDigits } from './countdown-state'

const start = Date.parse('2025-05-19T17:30:00-03:00')
const end = Date.parse('2025-05-21T21:30:00-03:00')

describe('countdownState', () => {
  it('counts days, hours, minutes and seconds before the start', () => {
    const now = Date.parse('2025-05-17T15:28:57-03:00')
    expect(countdownState(now, start, end)).toEqual({ phase: 'before', days: 2, hours: 2, minutes: 1, seconds: 3 })
  })

  it('shows zero units one second before the start', () => {
    expect(countdownState(start - 1000, start, end)).toEqual({ phase: 'before', days: 0, hours: 0, minutes: 0, seconds: 1 })
  })

  it('rounds partial seconds down', () => {
    expect(countdownState(start - 1500, start, end)).toMatchObject({ seconds: 1 })
  })

  it('is during the event from the start instant up to the end', () => {
    expect(countdownState(start, start, end)).toEqual({ phase: 'during' })
    expect(countdownState(end - 1, start, end)).toEqual({ phase: 'during' })
  })

  it('is after the event from the end instant on', () => {
    expect(countdownState(end, start, end)).toEqual({ phase: 'after' })
    expect(countdownState(end + 86_400_000, start, end)).toEqual({ phase: 'after' })
  })

  it('does not depend on the machine time zone (the instants carry the -03:00 offset)', () => {
    // 17:30 in Fortaleza is 20:30 UTC.
    expect(countdownState(Date.parse('2025-05-19T20:29:59Z'), start, end).phase).toBe('before')
    expect(countdownState(Date.parse('2025-05-19T20:30:00Z'), start, end).phase).toBe('during')
  })
})

describe('twoDigits', () => {
  it('pads to two digits', () => {
    expect(twoDigits(0)).toBe('00')
    expect(twoDigits(7)).toBe('07')
    expect(twoDigits(42)).toBe('42')
    expect(twoDigits(123)).toBe('123')
  })
})
