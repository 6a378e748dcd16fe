// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paymentAnswer, registrationAnswer, registrations, shoppers, shopOrdersAnswer } from '../server/demo-fixtures'
import { join } from 'node:path'
import { readdirSync } from 'node:fs'
import { generateValidators, validatorsDir } from './generate-validators'
import { validateMarketplaceOrders } from './validators/marketplace-orders'
import { validatePayment } from './validators/payment'
import { validateRegistration } from './validators/registration'
import { validateRegistrationSearch } from './validators/registration-search'

describe('generated validators', () => {
  it('are up to date with schemas/api, one file per answer (run: npx tsx src/api/generate-validators.ts)', () => {
    const expected = generateValidators()
    expect(readdirSync(validatorsDir).sort()).toEqual([...expected.keys()].sort())
    for (const [file, code] of expected) expect(readFileSync(join(validatorsDir, file), 'utf8'), file).toBe(code)
  })

  // The demo answers as the platform does (src/api/answers.test.ts holds the platform's own shapes).
  it("accept every answer of the demo API's registrants and shoppers", async () => {
    for (const r of registrations) {
      expect(validateRegistrationSearch({ uuid_user: r.userId, uuid_lote: r.loteId }), r.email).toBe(true)
      expect(validateRegistration(registrationAnswer(r)), r.email).toBe(true)
      const payment = await paymentAnswer(r)
      if (payment) expect(validatePayment(payment), r.email).toBe(true)
    }
    for (const shopper of shoppers) expect(validateMarketplaceOrders(await shopOrdersAnswer(shopper)), shopper.email).toBe(true)
  })
})
