import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes reais with two decimals, comma and thousands dots', () => {
    expect(formatMoney(25)).toBe('R$\u00a025,00')
    expect(formatMoney(0.5)).toBe('R$\u00a00,50')
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50')
    expect(formatMoney(0)).toBe('R$\u00a00,00')
  })

  it('rounds to the cent', () => {
    expect(formatMoney(10.005)).toMatch(/^R\$\u00a010,0[01]$/)
    expect(formatMoney(19.999)).toBe('R$\u00a020,00')
  })

  it('reads as "R$ 25,00" once the non-breaking space is shown as a space', () => {
    expect(formatMoney(25).replace(/\u00a0/g, ' ')).toBe('R$ 25,00')
  })

  it('refuses values that are not prices', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
