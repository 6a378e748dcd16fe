import { describe, expect, it } from 'vitest'
import { longDate } from './long-date'

describe('longDate', () => {
  it('writes a calendar date in Portuguese, whatever the machine zone', () => {
    expect(longDate('2023-04-13')).toBe('13 de abril de 2023')
    expect(longDate('2025-01-01')).toBe('1 de janeiro de 2025')
  })
})
