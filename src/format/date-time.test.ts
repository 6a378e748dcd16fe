// @vitest-environment node
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
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

  it('gives the same text when the machine runs in another zone', async () => {
    const module = fileURLToPath(new URL('./date-time.ts', import.meta.url))
    const script = `import(${JSON.stringify(module)}).then(m => process.stdout.write(m.formatDateTime('2025-05-20T01:02:03Z') + '|' + new Date('2025-05-20T01:02:03Z').getHours()))`
    const zones = { 'Asia/Tokyo': 10, UTC: 1, 'America/Los_Angeles': 18 }
    const runs = Object.keys(zones).map((zone) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' }),
    )
    const outputs = await Promise.all(runs)
    Object.values(zones).forEach((localHour, index) => {
      const [text, hour] = outputs[index]!.stdout.split('|')
      expect(text).toBe('19/05/2025 22:02:03')
      // Proves the child really ran in that zone.
      expect(Number(hour)).toBe(localHour)
    })
  }, 30_000)
})
