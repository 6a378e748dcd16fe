import sharp from 'sharp'
import { encode } from 'uqr'
import type { MarketplaceOrdersAnswer } from '../api/generated/marketplace-orders'
import type { PaymentAnswer, TransactionData } from '../api/generated/payment'
import type { RegistrationAnswer } from '../api/generated/registration'

// Fixture data of the demo API, answered in the registration platform's own shapes (schemas/api/).
// Names and e-mails are invented for the demo and end in ".test", a domain that cannot exist.
export const DEMO_DOMAIN = 'demo.sercomp.test'

// What GET pagamento/user/{user}/lote/{lote} answers for a registrant (schemas/api/payment.schema.json).
type PaymentCase =
  | 'pix' // Mercado Pago's Pix transaction data
  | 'card' // a card payment: no qr_code, qr_code_base64 "data:image/png;base64,undefined"
  | 'free' // {message: "Inscrição Gratuita"}
  | 'no-route' // EventFlow today: Express's 404 "Cannot GET"
  | 'error' // 400 {}
  | 'svg' // a Pix code whose image is an SVG, not a PNG

export interface DemoRegistration {
  email: string
  userId: string
  loteId: string
  userName: string
  status: string // the platform's StatusPagamento, as sent
  loteName: string
  price: number
  activities: { name: string; type: string }[] // type: the platform's TipoAtividade
  platform: 'eventflow' | '2024' // the generation whose shape the registration is answered in
  payment: PaymentCase
}

// A PIX copy-and-paste code and a real PNG of its QR code, drawn by uqr (the agenda's share box's QR
// library) at 4 pixels a module, as Mercado Pago's transaction data.
async function pix(seed: string) {
  const qr_code = `00020126580014BR.GOV.BCB.PIX0136${seed.padEnd(36, '0').slice(0, 36)}5204000053039865802BR5913SERCOMP DEMO6005PATOS62070503***6304ABCD`
  const { data: dark, size } = encode(qr_code, { ecc: 'M', border: 2 })
  const png = await sharp(Buffer.from(dark.flat().map((isDark) => (isDark ? 0 : 255))), { raw: { width: size, height: size, channels: 1 } })
    .resize(size * 4, size * 4, { kernel: 'nearest' })
    .png()
    .toBuffer()
  return { qr_code, qr_code_base64: `data:image/png;base64,${png.toString('base64')}` }
}

const CARD = { qr_code_base64: 'data:image/png;base64,undefined' }
const SVG_BASE64 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')

let serial = 0
function registrant(local: string, fields: Pick<DemoRegistration, 'userName' | 'status'> & Partial<DemoRegistration>): DemoRegistration {
  serial += 1
  const n = String(serial).padStart(2, '0')
  return {
    email: `${local}@${DEMO_DOMAIN}`,
    userId: `3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a${n}`,
    loteId: `a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c${n}`,
    loteName: 'Lote Único',
    price: 30,
    activities: [{ name: 'Introdução ao Git', type: 'MINICURSO' }],
    platform: 'eventflow',
    payment: 'no-route',
    ...fields,
  }
}

// The 2024 platform's registrants: one lot, activities under `tipo`, the payment route still answering.
const PLATFORM_2024 = { loteName: 'Lote 2024', price: 20, platform: '2024', payment: 'pix' } as const

// One registrant per payment status and one per payment case; docs/demo-api.md lists them.
export const registrations: DemoRegistration[] = [
  registrant('paga', {
    userName: 'Maria Demonstração',
    status: 'REALIZADO',
    loteName: '1º Lote - Estudante',
    price: 25,
    activities: [
      { name: 'Introdução ao Git', type: 'MINICURSO' },
      { name: 'Robótica com Arduino', type: 'OFICINA' },
    ],
  }),
  registrant('pendente', {
    userName: 'João Exemplo',
    status: 'PENDENTE',
    loteName: '2º Lote - Profissional',
    price: 1234.5,
    activities: [{ name: 'Ciência de Dados com Python', type: 'WORKSHOP' }],
    payment: 'pix',
  }),
  registrant('sem-atividades', { userName: 'Ana Sem Atividades', status: 'PENDENTE', price: 0, activities: [], payment: 'pix' }),
  registrant('pendente-sem-rota', { userName: 'Pedro Sem Rota', status: 'PENDENTE' }),
  registrant('pendente-cartao', { userName: 'Clara Cartão', status: 'PENDENTE', payment: 'card' }),
  registrant('pendente-falha', { userName: 'Lucas Falha', status: 'PENDENTE', payment: 'error' }),
  registrant('pendente-qr-invalido', { userName: 'Rita Imagem', status: 'PENDENTE', payment: 'svg' }),
  registrant('processando', { userName: 'Bruno Processo', status: 'PROCESSANDO', payment: 'card' }),
  registrant('cancelado', { userName: 'Helena Cancelada', status: 'CANCELADO' }),
  registrant('rejeitado', { userName: 'Otávio Recusado', status: 'REJEITADO', payment: 'card' }),
  registrant('gratuita', {
    userName: 'Beatriz Gratuita',
    status: 'GRATUITO',
    loteName: 'Lote Palestrantes',
    price: 0,
    activities: [{ name: 'Painel de Abertura', type: 'PALESTRA' }],
    payment: 'free',
  }),
  registrant('situacao-desconhecida', { userName: 'Igor Incerto', status: 'ESTORNADO' }),
  // On the 2024 platform, an EXPIRADO status too.
  registrant('expirado-2024', {
    ...PLATFORM_2024,
    userName: 'Paula Expirada',
    status: 'EXPIRADO',
    activities: [{ name: 'Oficina de Figma', type: 'OFICINA' }],
  }),
  registrant('pendente-2024', {
    ...PLATFORM_2024,
    userName: 'Caio Plataforma Antiga',
    status: 'PENDENTE',
    activities: [{ name: 'Workshop de Redes', type: 'WORKSHOP' }],
  }),
]

/** GET lote/{lote}/inscricoes/user/{user} in the registrant's platform's shape. */
export function registrationAnswer(r: DemoRegistration, inLot = true): RegistrationAnswer {
  // Without a status the answer breaks the schema, as the platform's does: a lot the person is not in.
  const inscricao = { ...((inLot ? { status: r.status } : {}) as { status: string }), nome_lote: r.loteName, preco: r.price }
  if (r.platform === '2024')
    return { user_name: r.userName, inscricao, atividades: r.activities.map((a) => ({ nome: a.name, tipo: a.type })) }
  return {
    user_name: r.userName,
    email: r.email,
    nome_cracha: r.userName.split(' ')[0],
    instituicao: 'UEPB',
    inscricao: { ...inscricao, uuid_evento: 'evento-demo' },
    atividades: r.activities.map((a, i) => ({ nome: a.name, tipo_atividade: a.type, uuid_atividade: `atividade-${i + 1}` })),
  }
}

export const registrationPix = (r: DemoRegistration) => pix(`${r.userId}${r.loteId}`)

/** GET pagamento/user/{user}/lote/{lote}: the body of a 200, or null for the cases that are not. */
export async function paymentAnswer(r: DemoRegistration): Promise<PaymentAnswer | null> {
  const transaction = (data: object) => ({ date_created: '2025-05-02T10:00:00.000-04:00', date_approved: null, status: 'pending', ...data })
  switch (r.payment) {
    case 'pix':
      return transaction({ ...(await registrationPix(r)), ticket_url: 'https://www.mercadopago.com.br/payments/0/ticket' })
    case 'card':
      return transaction({ ...CARD, status: 'in_process' })
    case 'svg':
      return transaction({ qr_code: (await registrationPix(r)).qr_code, qr_code_base64: `data:image/png;base64,${SVG_BASE64}` })
    case 'free':
      return { message: 'Inscrição Gratuita' }
    default:
      return null
  }
}

// A shop order as the shopper made it; each item a product's id, name, quantity and unit price.
type Item = [id: string, name: string, quantity: number, price: number]
const order = (status: string, createdAt: string, payment: 'pix' | 'card', ...items: Item[]) => ({
  status,
  createdAt,
  payment,
  items: items.map(([id, name, quantity, price]) => ({ id, name, quantity, price })),
})
const orders = [
  order('REALIZADO', '2025-05-19T23:45:10.000Z', 'pix', ['camisa-vii', 'Camisa VII SERCOMP', 1, 45], ['adesivo', 'Adesivo', 2, 10]),
  order('PENDENTE', '2025-05-20T13:05:00.000Z', 'pix', ['caneca', 'Caneca', 1, 30]),
  order('PENDENTE', '2025-05-21T02:59:59.000Z', 'card', ['chaveiro', 'Chaveiro', 3, 4.3]),
  order('EXPIRADO', '2025-05-21T12:00:00.000Z', 'pix', ['bone', 'Boné', 1, 35]),
]

// The shop's buyers: the 2024 platform's answer (the shop ran there) and the camelCase shape the
// old site's last version read (spec section 3); EventFlow has no shop route.
export const shoppers = [
  {
    email: `loja@${DEMO_DOMAIN}`,
    userId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c44',
    loteId: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f84',
    name: 'Carla Compradora',
    orders,
  },
]
export const shopUser = shoppers[0]!
type DemoShopper = typeof shopUser

const orderPix = (shopper: DemoShopper, index: number) => pix(`${shopper.userId}-pedido-${index}`)

/** What the shop order's copy button copies, or null when it was paid by card. */
export const shopOrderPixCode = async (shopper: DemoShopper, index: number) =>
  shopper.orders[index]?.payment === 'pix' ? (await orderPix(shopper, index)).qr_code : null

/** GET marketplace/user/{user}. */
export async function shopOrdersAnswer(shopper: DemoShopper): Promise<MarketplaceOrdersAnswer> {
  return Promise.all(
    shopper.orders.map(async (order, index) => {
      const total = Number(order.items.reduce((sum, item) => sum + item.quantity * item.price, 0).toFixed(2))
      const transaction: TransactionData = order.payment === 'pix' ? await orderPix(shopper, index) : CARD
      return {
        uuid_user: shopper.userId,
        uuid_pagamento: `pagamento-${index + 1}`,
        data_criacao: order.createdAt,
        id_payment_mercado_pago: String(1000 + index),
        status_pagamento: order.status,
        valor_total: total,
        usuario: { nome: shopper.name },
        vendas: order.items.map((item) => ({
          quantidade: item.quantity,
          produto: { uuid_produto: item.id, nome: item.name, preco: item.price, imagem_url: null },
        })),
        transaction_data: { date_created: order.createdAt, date_approved: null, status: 'pending', ticket_url: null, ...transaction },
      }
    }),
  )
}
