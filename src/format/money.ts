// Written out by hand, not through Intl.NumberFormat: the first Intl object a page creates loads
// the browser's locale data, tens of milliseconds of main-thread time on a phone for two decimal
// places and a dot every three digits (decision 0065). money.test.ts checks it against Intl.
//
// Intl puts a non-breaking space after "R$"; it is kept on purpose so a price never wraps
// between the symbol and the amount. It renders exactly as "R$ 25,00".
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a price: ${value}`)
  const { units, cents } = roundToCents(Math.abs(value))
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}R$\u00a0${units.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`
}

// As Intl rounds: the shortest decimal that reads back as the number ("0.015", not the binary
// 0.01499…), half away from zero.
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
