// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paymentAnswer, registrationAnswer, registrations, shoppers, shopOrdersAnswer } from '../server/demo-fixtures'
import { generatedFile, generateValidators } from './generate-validators'
import { validateMarketplaceOrders, validatePayment, validateRegistration, validateRegistrationSearch } from './validators.generated'

describe('generated validators', () => {
  it('are up to date with schemas/api (run: npx tsx src/api/generate-validators.ts)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(generateValidators())
  })

  // The demo answers as the platform does (src/api/answers.test.ts holds the platform's own shapes).
  it("accept every answer of the demo API's registrants and shoppers", () => {
    for (const r of registrations) {
      expect(validateRegistrationSearch({ uuid_user: r.userId, uuid_lote: r.loteId }), r.email).toBe(true)
      expect(validateRegistration(registrationAnswer(r)), r.email).toBe(true)
      const payment = paymentAnswer(r)
      if (payment) expect(validatePayment(payment), r.email).toBe(true)
    }
    for (const shopper of shoppers) expect(validateMarketplaceOrders(shopOrdersAnswer(shopper)), shopper.email).toBe(true)
  })
})
