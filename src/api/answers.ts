// The platform's answers (schemas/api/, both generations) read into the one shape each page shows.
import type { MarketplaceOrdersAnswer, PlatformOrder, SpecOrder } from './generated/marketplace-orders'
import type { PaymentAnswer } from './generated/payment'
import type { RegistrationAnswer } from './generated/registration'
import type { RegistrationSearchAnswer } from './generated/registration-search'
import { qrImageSource } from './qr-image'

/** A registration found by e-mail: the ids of its receipt. */
export interface FoundRegistration {
  userId: string
  loteId: string
}

/** A Pix payment that can be made: the copy-and-paste code and its QR image (a checked PNG data URL). */
export interface Pix {
  code: string
  image: string
}

export interface Registration {
  name: string
  /** The platform's payment status as sent (REALIZADO, PENDENTE…). */
  status: string
  lotName: string
  price: number
  activities: { name: string; type: string }[]
}

export interface ShopOrder {
  buyer: string
  status: string
  /** ISO 8601 instant. */
  createdAt: string
  total: number
  items: { name: string; quantity: number; price: number }[]
  pix: Pix | null
}

/** The ids of a registration, or null when the e-mail has none ({} from EventFlow). */
export function foundRegistration(answer: RegistrationSearchAnswer): FoundRegistration | null {
  return answer.uuid_user && answer.uuid_lote ? { userId: answer.uuid_user, loteId: answer.uuid_lote } : null
}

export function registration(answer: RegistrationAnswer): Registration {
  return {
    name: answer.user_name,
    status: answer.inscricao.status,
    lotName: answer.inscricao.nome_lote,
    price: answer.inscricao.preco,
    activities: (answer.atividades ?? []).map((a) => ({ name: a.nome, type: 'tipo_atividade' in a ? a.tipo_atividade : a.tipo })),
  }
}

/** A real Pix code with a PNG, or null: a card payment, a free registration, an empty answer. */
export function pix(answer: PaymentAnswer | undefined): Pix | null {
  const code = answer?.qr_code?.trim()
  const image = answer?.qr_code_base64 ? qrImageSource(answer.qr_code_base64) : null
  return code && image ? { code, image } : null
}

const isPlatformOrder = (order: PlatformOrder | SpecOrder): order is PlatformOrder => 'status_pagamento' in order

export function shopOrders(answer: MarketplaceOrdersAnswer): ShopOrder[] {
  return answer.map((order) =>
    isPlatformOrder(order)
      ? {
          buyer: order.usuario.nome,
          status: order.status_pagamento,
          createdAt: order.data_criacao,
          total: order.valor_total,
          items: order.vendas.map((sale) => ({ name: sale.produto.nome, quantity: sale.quantidade, price: sale.produto.preco })),
          pix: pix(order.transaction_data),
        }
      : {
          buyer: order.user.name,
          status: order.paymentStatus,
          createdAt: order.creationDate,
          total: order.totalValue,
          items: order.sales.map((sale) => ({ name: sale.product.name, quantity: sale.quantity, price: sale.product.price })),
          pix: pix(order.transactionData),
        },
  )
}
