// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from './date-time'

describe('formatDateTime', () => {
  it('shows an instant in America/Fortaleza (UTC-3)', () => {
    expect(formatDateTime('2025-05-19T20:30:05Z')).toBe('19/05/2025 17:30:05')
    expect(formatDateTime('2025-05-20T01:02:03.456Z')).toBe('19/05/2025 22:02:03')
    expect(formatDateTime('2025-05-21T21:30:00-03:00')).toBe('21/05/2025 21:30:00')
  })

  it('uses 24-hour time with midnight as 00', () => {
    expect(formatDateTime('2025-01-01T03:00:00Z')).toBe('01/01/2025 00:00:00')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2024, 11, 31, 12, 0, 0)
    expect(formatDateTime(instant)).toBe('31/12/2024 09:00:00')
    expect(formatDateTime(new Date(instant))).toBe('31/12/2024 09:00:00')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDateTime('ontem')).toThrow(RangeError)
  })

  it('gives the same text when the machine runs in another zone', () => {
    const module = fileURLToPath(new URL('./date-time.ts', import.meta.url))
    const script = `import(${JSON.stringify(module)}).then(m => process.stdout.write(m.formatDateTime('2025-05-20T01:02:03Z') + '|' + new Date('2025-05-20T01:02:03Z').getHours()))`
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      })
      const [text, localHour] = out.split('|')
      expect(text).toBe('19/05/2025 22:02:03')
      // Proves the child really ran in that zone.
      expect(Number(localHour)).toBe({ 'Asia/Tokyo': 10, UTC: 1, 'America/Los_Angeles': 18 }[zone])
    }
  })
})
