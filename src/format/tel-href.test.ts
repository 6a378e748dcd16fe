import { describe, expect, it } from 'vitest'
import { telHref } from './tel-href'

describe('telHref', () => {
  it('keeps the digits and the plus sign of a number as the content writes it', () => {
    expect(telHref('+55 (83) 99394-0726')).toBe('tel:+5583993940726')
  })
})
