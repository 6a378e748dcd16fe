const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

// Intl puts a non-breaking space after "R$"; it is kept on purpose so a price never wraps
// between the symbol and the amount. It renders exactly as "R$ 25,00".
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a price: ${value}`)
  return brl.format(value)
}
