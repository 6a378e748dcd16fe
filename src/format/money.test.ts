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

describe('formatMoney against Intl.NumberFormat', () => {
  it('writes every value as Intl does for pt-BR reais', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    const values = [
      0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, 10.005, 19.999, 999.995, 1000, 12345.678, 1234567.891, 99999999.99, -1, -0.001, -1234.5,
    ]
    // A fixed pseudo-random series (the same every run) of amounts with up to three decimals.
    let seed = 14
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      values.push(Math.round((seed / 2 ** 31) * 10 ** (1 + (i % 8)) * 1000) / 1000)
    }
    for (const value of values) expect(formatMoney(value), String(value)).toBe(intl.format(value))
  })
})
