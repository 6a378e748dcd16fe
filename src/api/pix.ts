// A Pix payment as both platforms send it (Mercado Pago's transaction data), for a registration or a shop order.
import type { TransactionData } from './generated/payment'

/** A Pix payment that can be made: the copy-and-paste code and its QR image (a checked PNG data URL);
 * null for a card payment, a free registration, an empty answer. */
export function pix(answer: Pick<TransactionData, 'qr_code' | 'qr_code_base64'> | undefined) {
  const code = answer?.qr_code?.trim()
  const image = answer?.qr_code_base64 ? qrImageSource(answer.qr_code_base64) : null
  return code && image ? { code, image } : null
}

export type Pix = NonNullable<ReturnType<typeof pix>>

const PREFIX = 'data:image/png;base64,'

// Prefixed or bare base64, the image source is rebuilt from a checked PNG (its signature, "iVBORw0KGgo") and nothing else.
export function qrImageSource(value: string): string | null {
  const base64 = value.startsWith(PREFIX) ? value.slice(PREFIX.length) : value
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || !base64.startsWith('iVBORw0KGgo')) return null
  return PREFIX + base64
}
