// "R$ 25,00" by hand: Intl's first object costs a phone tens of ms (decision 0065); money.test.ts checks it against Intl,
// non-breaking space after "R$" included, so a price never wraps.
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a price: ${value}`)
  const { units, cents } = roundToCents(Math.abs(value))
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}R$\u00a0${units.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`
}

// As Intl rounds: half away from zero, on the shortest decimal that reads back as the number ("0.015", not 0.01499…).
function roundToCents(abs: number): { units: string; cents: string } {
  const text = String(abs)
  if (text.includes('e')) {
    // Below 1e-6 (rounds to nothing) or above 1e21 (no cents left to round).
    const [units, cents] = abs < 1 ? ['0', '00'] : [BigInt(abs).toString(), '00']
    return { units, cents }
  }
  const [whole, fraction = ''] = text.split('.') as [string, string?]
  const total = Number(whole + (fraction + '00').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0)
  const digits = String(total).padStart(3, '0')
  return { units: digits.slice(0, -2), cents: digits.slice(-2) }
}
