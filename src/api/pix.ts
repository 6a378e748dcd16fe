// A Pix payment as both platforms send it (Mercado Pago's transaction data), for a registration or a shop order.
import type { TransactionData } from './generated/payment'
import { qrImageSource } from './qr-image'

/** A Pix payment that can be made: the copy-and-paste code and its QR image (a checked PNG data URL). */
export interface Pix {
  code: string
  image: string
}

/** A real Pix code with a PNG, or null: a card payment, a free registration, an empty answer. */
export function pix(answer: Pick<TransactionData, 'qr_code' | 'qr_code_base64'> | undefined): Pix | null {
  const code = answer?.qr_code?.trim()
  const image = answer?.qr_code_base64 ? qrImageSource(answer.qr_code_base64) : null
  return code && image ? { code, image } : null
}
