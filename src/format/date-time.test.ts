// @vitest-environment node
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { addDays, datesText, dayTabLabel, formatDateTime, formatDay, monthText } from './date-time'

describe('formatDateTime', () => {
  it('shows an instant in America/Fortaleza (UTC-3)', () => {
    expect(formatDateTime('2031-05-19T20:30:05Z')).toBe('19/05/2031 17:30:05')
    expect(formatDateTime('2031-05-20T01:02:03.456Z')).toBe('19/05/2031 22:02:03')
    expect(formatDateTime('2031-05-21T21:30:00-03:00')).toBe('21/05/2031 21:30:00')
  })

  it('uses 24-hour time with midnight as 00', () => {
    expect(formatDateTime('2031-01-01T03:00:00Z')).toBe('01/01/2031 00:00:00')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2030, 11, 31, 12, 0, 0)
    expect(formatDateTime(instant)).toBe('31/12/2030 09:00:00')
    expect(formatDateTime(new Date(instant))).toBe('31/12/2030 09:00:00')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDateTime('ontem')).toThrow(RangeError)
  })

  it('gives the same text when the machine runs in another zone', async () => {
    const module = fileURLToPath(new URL('./date-time.ts', import.meta.url))
    const conversions = fileURLToPath(new URL('./event-time.ts', import.meta.url))
    const script = `Promise.all([import(${JSON.stringify(module)}), import(${JSON.stringify(conversions)})]).then(([m, t]) => process.stdout.write(m.formatDateTime('2031-05-20T01:02:03Z') + '|' + new Date('2031-05-20T01:02:03Z').getHours() + '|' + t.eventInstant('2031-05-19', '23:30') + '|' + m.dayTabLabel('2031-05-19', { domingo: '0', segunda: '1', terca: '2', quarta: '3', quinta: '4', sexta: '5', sabado: '6' })))`
    const zones = { 'Asia/Tokyo': 10, UTC: 1, 'America/Los_Angeles': 18 }
    const runs = Object.keys(zones).map((zone) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' }),
    )
    const outputs = await Promise.all(runs)
    Object.values(zones).forEach((localHour, index) => {
      const [text, hour, instant, tab] = outputs[index]!.stdout.split('|')
      expect(text).toBe('19/05/2031 22:02:03')
      expect(instant).toBe('2031-05-19T23:30:00-03:00')
      // A Monday's tab stays a Monday's in every zone.
      expect(tab).toBe('1 19/05')
      // Proves the child really ran in that zone.
      expect(Number(hour)).toBe(localHour)
    })
  })
})

describe('calendar days in words', () => {
  it('writes an edition within a month, across a month and across a year', () => {
    expect(datesText('2031-05-19', '2031-05-21')).toBe('19 a 21 de maio de 2031')
    expect(datesText('2026-05-30', '2026-06-01')).toBe('30 de maio a 1 de junho de 2026')
    expect(datesText('2026-12-30', '2027-01-02')).toBe('30 de dezembro de 2026 a 2 de janeiro de 2027')
    expect(datesText('2031-05-19', '2031-05-19')).toBe('19 de maio de 2031')
  })

  it('writes a month in words', () => {
    expect(monthText('2031-05')).toBe('maio de 2031')
    expect(monthText('2031-12')).toBe('dezembro de 2031')
    expect(monthText('2032-01')).toBe('janeiro de 2032')
  })
  it('labels day tabs and days, and formats a day', () => {
    const weekdays = { domingo: 'D', segunda: 'S', terca: 'T', quarta: 'Qa', quinta: 'Qi', sexta: 'Sx', sabado: 'Sb' }
    expect(dayTabLabel('2031-05-09', weekdays)).toBe('Sx 09/05')
    expect(dayTabLabel('2026-03-19', weekdays)).toBe('Qi 19/03')
    // Across a leap day and a new year, and a Sunday (the list's first name).
    expect(dayTabLabel('2024-02-29', weekdays)).toBe('Qi 29/02')
    expect(dayTabLabel('2027-01-03', weekdays)).toBe('D 03/01')
    // An edition that is over names the year too.
    expect(dayTabLabel('2027-01-03', weekdays, true)).toBe('D 03/01/2027')
    expect(formatDay('2031-05-21')).toBe('21/05/2031')
  })
  it('adds days across months and years', () => {
    expect(addDays('2031-05-30', 3)).toBe('2031-06-02')
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01')
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28')
  })
})
