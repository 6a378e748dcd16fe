import { demoQrPng } from './demo-png'

// Fixture data of the demo API. Names and e-mails are invented for the demo and end in
// ".test", a domain that cannot exist.
export const DEMO_DOMAIN = 'demo.sercomp.test'

// A PIX copy-and-paste code and the QR image of that code.
function pix(seed: string) {
  const qr_code = `00020126580014BR.GOV.BCB.PIX0136${seed.padEnd(36, '0').slice(0, 36)}5204000053039865802BR5913SERCOMP DEMO6005PATOS62070503***6304ABCD`
  return { qr_code, qr_code_base64: `data:image/png;base64,${demoQrPng(qr_code).toString('base64')}` }
}

export interface DemoRegistration {
  email: string
  userId: string
  loteId: string
  userName: string
  status: string
  loteName: string
  price: number
  activities: { nome: string; tipo: string }[]
}

export const registrations: DemoRegistration[] = [
  {
    email: `paga@${DEMO_DOMAIN}`,
    userId: '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a61',
    loteId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c51',
    userName: 'Maria Demonstração',
    status: 'REALIZADO',
    loteName: '1º Lote - Estudante',
    price: 25,
    activities: [
      { nome: 'Introdução ao Git', tipo: 'MINICURSO' },
      { nome: 'Robótica com Arduino', tipo: 'OFICINA' },
    ],
  },
  {
    email: `pendente@${DEMO_DOMAIN}`,
    userId: '7c9d0e1f-2a3b-4c5d-8e6f-7a8b9c0d1e22',
    loteId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d62',
    userName: 'João Exemplo',
    status: 'PENDENTE',
    loteName: '2º Lote - Profissional',
    price: 1234.5,
    activities: [{ nome: 'Ciência de Dados com Python', tipo: 'WORKSHOP' }],
  },
  {
    email: `sem-atividades@${DEMO_DOMAIN}`,
    userId: '0e1f2a3b-4c5d-4e6f-8a7b-8c9d0e1f2a33',
    loteId: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e73',
    userName: 'Ana Sem Atividades',
    status: 'PENDENTE',
    loteName: 'Lote Único',
    price: 0,
    activities: [],
  },
]

export const shopUser = {
  email: `loja@${DEMO_DOMAIN}`,
  userId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c44',
  loteId: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f84',
  name: 'Carla Compradora',
}

export const payment = (userId: string, loteId: string) => pix(`${userId}${loteId}`)

export function shopOrders() {
  return [
    {
      user: { name: shopUser.name },
      paymentStatus: 'REALIZADO',
      creationDate: '2025-05-19T23:45:10.000Z',
      totalValue: 65,
      sales: [
        { quantity: 1, product: { productId: 'camisa-vii', price: 45, name: 'Camisa VII SERCOMP' } },
        { quantity: 2, product: { productId: 'adesivo', price: 10, name: 'Adesivo' } },
      ],
      transactionData: pix('order-1'),
    },
    {
      user: { name: shopUser.name },
      paymentStatus: 'PENDENTE',
      creationDate: '2025-05-20T13:05:00.000Z',
      totalValue: 30,
      sales: [{ quantity: 1, product: { productId: 'caneca', price: 30, name: 'Caneca' } }],
      transactionData: pix('order-2'),
    },
    {
      user: { name: shopUser.name },
      paymentStatus: 'PENDENTE',
      creationDate: '2025-05-21T02:59:59.000Z',
      totalValue: 12.9,
      sales: [{ quantity: 3, product: { productId: 'chaveiro', price: 4.3, name: 'Chaveiro' } }],
      transactionData: pix('order-3'),
    },
  ]
}
