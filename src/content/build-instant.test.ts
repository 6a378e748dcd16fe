import { describe, expect, it } from 'vitest'
import { buildInstantOf } from './build-instant'

describe('buildInstantOf', () => {
  it('is SOURCE_DATE_EPOCH, in seconds, when set', () => {
    expect(buildInstantOf({ SOURCE_DATE_EPOCH: '1958556000' }, 5)).toBe(1_958_556_000_000)
  })

  it('is now when it is unset, empty or not a number', () => {
    for (const value of [undefined, '', ' ', 'amanhã']) expect(buildInstantOf({ SOURCE_DATE_EPOCH: value }, 5)).toBe(5)
  })
})
