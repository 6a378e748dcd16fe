// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { payment, registrations, shopOrders } from '../server/demo-fixtures'
import { generatedFile, generateValidators } from './generate-validators'
import { validateMarketplaceOrders, validatePayment, validateRegistration, validateRegistrationSearch } from './validators.generated'

describe('generated validators', () => {
  it('are up to date with schemas/api (run: npx tsx src/api/generate-validators.ts)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(generateValidators())
  })

  it('accept the demo fixtures', () => {
    const r = registrations[0]!
    expect(validateRegistrationSearch({ uuid_user: r.userId, uuid_lote: r.loteId })).toBe(true)
    expect(validateRegistration({ user_name: 'A', inscricao: { status: 'REALIZADO', nome_lote: 'L', preco: 1 }, atividades: [] })).toBe(
      true,
    )
    expect(validateRegistration({ user_name: 'A', inscricao: { status: 'X', nome_lote: 'L', preco: 0 } })).toBe(true)
    expect(validatePayment(payment(r.userId, r.loteId))).toBe(true)
    expect(validateMarketplaceOrders(shopOrders())).toBe(true)
    expect(validateMarketplaceOrders([])).toBe(true)
  })

  it('refuse wrong shapes', () => {
    expect(validateRegistrationSearch({ uuid_user: '../admin', uuid_lote: 'x' })).toBe(false)
    expect(validateRegistration({ user_name: 'A', inscricao: { status: 'X', nome_lote: 'L', preco: '25' } })).toBe(false)
    expect(validateRegistration({ user_name: ' ', inscricao: { status: 'X', nome_lote: 'L', preco: 1 } })).toBe(false)
    expect(validatePayment({ qr_code: 'x', qr_code_base64: 'javascript:alert(1)' })).toBe(false)
    const orders = shopOrders() as unknown as { sales: { quantity: number }[]; creationDate: string }[]
    orders[0]!.sales[0]!.quantity = 1.5
    expect(validateMarketplaceOrders(orders)).toBe(false)
    const badDate = shopOrders()
    badDate[0]!.creationDate = 'ontem'
    expect(validateMarketplaceOrders(badDate)).toBe(false)
    expect(validateMarketplaceOrders({})).toBe(false)
  })
})
