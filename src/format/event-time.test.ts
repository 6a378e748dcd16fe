// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { eventInstant, hhmm, minutesBetween, minutesOfDay } from './event-time'

describe('event times as instants', () => {
  it("turns a local date and time into an instant with the zone's offset", () => {
    expect(eventInstant('2031-05-19', '17:30')).toBe('2031-05-19T17:30:00-03:00')
    expect(new Date(eventInstant('2031-12-31', '23:00')).toISOString()).toBe('2032-01-01T02:00:00.000Z')
  })
  it('measures durations and times of day', () => {
    expect(minutesBetween(eventInstant('2031-05-19', '17:30'), eventInstant('2031-05-20', '08:00'))).toBe(870)
    expect(minutesOfDay('07:45')).toBe(465)
    expect(hhmm(90)).toBe('01:30')
  })
})
