// @vitest-environment node
import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { TransactionData } from '../api/generated/payment'
import { registrationPix, registrations, shoppers, shopOrdersAnswer } from './demo-fixtures'

async function decode(dataUrl: string): Promise<string | undefined> {
  const png = Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

describe('demo QR images', () => {
  it('are QR codes of their own PIX copy-and-paste codes', async () => {
    // Each order's payment data, under the name its shape gives it.
    const fromShop = (await Promise.all(shoppers.map((shopper) => shopOrdersAnswer(shopper)))).flat().map((order) => {
      const { transaction_data, transactionData } = order as { transaction_data?: TransactionData; transactionData?: TransactionData }
      return transaction_data ?? transactionData ?? {}
    })
    const codes = [await registrationPix(registrations[0]!), ...fromShop.filter((t) => typeof t.qr_code === 'string')]
    expect(codes.length).toBeGreaterThan(3)
    for (const code of codes) expect(await decode(code.qr_code_base64!)).toBe(code.qr_code)
  })
})
