// @vitest-environment node
// The platform's answers as its controllers build them (EventFlow_Backend, 2025; GerenciadorEventosSERCOMP,
// 2024), through the generated validators and into what the pages show.
import { describe, expect, it } from 'vitest'
import { pix } from './pix'
import { registration } from './registration'
import { foundRegistration } from './registration-search'
import { shopOrders } from './shop'
import type { MarketplaceOrdersAnswer } from './generated/marketplace-orders'
import type { PaymentAnswer } from './generated/payment'
import type { RegistrationAnswer } from './generated/registration'
import { validateMarketplaceOrders } from './validators/marketplace-orders'
import { validatePayment } from './validators/payment'
import { validateRegistration } from './validators/registration'
import { validateRegistrationSearch } from './validators/registration-search'

// A real QR PNG's first bytes are enough for the checks here: signature and valid base64.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg=='
const PIX_CODE = '00020126580014BR.GOV.BCB.PIX0136exemplo5204000053039865802BR5913SERCOMP6005PATOS62070503***6304ABCD'

const eventFlowRegistration = {
  user_name: 'Maria Silva',
  email: 'maria@example.org',
  nome_cracha: 'Maria',
  instituicao: 'UEPB',
  inscricao: { status: 'PENDENTE', nome_lote: '1º Lote', preco: 25, uuid_evento: 'evento-1' },
  atividades: [
    { nome: 'Introdução ao Git', tipo_atividade: 'MINICURSO', uuid_atividade: 'atividade-1' },
    { nome: 'Robótica', tipo_atividade: 'OFICINA', uuid_atividade: 'atividade-2' },
  ],
}
const registration2024 = {
  user_name: 'João Souza',
  inscricao: { status: 'EXPIRADO', nome_lote: 'Lote 2024', preco: 20 },
  atividades: [{ nome: 'Figma', tipo: 'WORKSHOP' }],
}

describe('the registration search answer', () => {
  it('gives the ids of a registration found', () => {
    const answer = { uuid_user: 'u-1', uuid_lote: 'l-1' }
    expect(validateRegistrationSearch(answer)).toBe(true)
    expect(foundRegistration(answer)).toEqual({ userId: 'u-1', loteId: 'l-1' })
  })

  it("reads EventFlow's {} for an e-mail without registration as none found", () => {
    expect(validateRegistrationSearch({})).toBe(true)
    expect(foundRegistration({})).toBeNull()
  })

  it('refuses one id without the other, an unsafe id, or no object', () => {
    expect(validateRegistrationSearch({ uuid_user: 'u-1' })).toBe(false)
    expect(validateRegistrationSearch({ uuid_lote: 'l-1' })).toBe(false)
    expect(validateRegistrationSearch({ uuid_user: '../admin', uuid_lote: 'l-1' })).toBe(false)
    expect(validateRegistrationSearch('No Usuario found')).toBe(false)
  })
})

describe('the registration answer', () => {
  it("reads EventFlow's answer, its activity types from tipo_atividade, its other fields ignored", () => {
    expect(validateRegistration(eventFlowRegistration)).toBe(true)
    expect(registration(eventFlowRegistration)).toEqual({
      name: 'Maria Silva',
      status: 'PENDENTE',
      lotName: '1º Lote',
      price: 25,
      activities: [
        { name: 'Introdução ao Git', type: 'MINICURSO' },
        { name: 'Robótica', type: 'OFICINA' },
      ],
    })
  })

  it("reads the 2024 platform's answer, its activity types from tipo", () => {
    expect(validateRegistration(registration2024)).toBe(true)
    expect(registration(registration2024).activities).toEqual([{ name: 'Figma', type: 'WORKSHOP' }])
    expect(registration(registration2024).status).toBe('EXPIRADO')
  })

  it('reads no activities, and a status it does not know, as they come', () => {
    const answer: RegistrationAnswer = {
      ...registration2024,
      inscricao: { ...registration2024.inscricao, status: 'ESTORNADO' },
      atividades: [],
    }
    expect(validateRegistration(answer)).toBe(true)
    expect(registration(answer)).toMatchObject({ status: 'ESTORNADO', activities: [] })
    expect(validateRegistration({ ...registration2024, atividades: null })).toBe(true)
    expect(registration({ ...registration2024, atividades: null }).activities).toEqual([])
  })

  it('refuses what the page needs when it is missing, wrongly typed or blank', () => {
    // The person has no registration in this lot: the platform leaves the status out.
    expect(validateRegistration({ ...eventFlowRegistration, inscricao: { nome_lote: '1º Lote', preco: 25 } })).toBe(false)
    expect(validateRegistration({ ...eventFlowRegistration, inscricao: { ...eventFlowRegistration.inscricao, preco: '25' } })).toBe(false)
    expect(validateRegistration({ ...eventFlowRegistration, user_name: ' ' })).toBe(false)
    expect(validateRegistration({ ...eventFlowRegistration, atividades: [{ nome: 'Sem tipo', uuid_atividade: 'x' }] })).toBe(false)
    expect(validateRegistration({ ...eventFlowRegistration, atividades: [{ nome: 'Tipo vazio', tipo_atividade: '' }] })).toBe(false)
    expect(validateRegistration({})).toBe(false)
  })
})

describe('the payment answer', () => {
  const pixAnswer = {
    date_created: '2025-05-02T10:00:00.000-04:00',
    date_approved: null,
    status: 'pending',
    qr_code_base64: `data:image/png;base64,${PNG}`,
    qr_code: PIX_CODE,
    ticket_url: 'https://www.mercadopago.com.br/payments/1/ticket',
  }

  it('gives the Pix of a Pix payment, its code and its checked PNG', () => {
    expect(validatePayment(pixAnswer)).toBe(true)
    expect(pix(pixAnswer)).toEqual({ code: PIX_CODE, image: `data:image/png;base64,${PNG}` })
    expect(pix({ qr_code: PIX_CODE, qr_code_base64: PNG })?.image).toBe(`data:image/png;base64,${PNG}`)
  })

  it('gives no Pix for a card payment, a free registration, an empty answer or an image that is not a PNG', () => {
    const card = { ...pixAnswer, qr_code: undefined, qr_code_base64: 'data:image/png;base64,undefined' }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')
    for (const answer of [
      card,
      { message: 'Inscrição Gratuita' },
      {},
      { ...pixAnswer, qr_code_base64: `data:image/png;base64,${svg}` },
    ] as PaymentAnswer[]) {
      expect(validatePayment(answer)).toBe(true)
      expect(pix(answer)).toBeNull()
    }
    expect(pix({ ...pixAnswer, qr_code: ' ' })).toBeNull()
  })

  it('refuses a wrongly typed field or an answer that is not an object', () => {
    expect(validatePayment({ qr_code: 123 })).toBe(false)
    expect(validatePayment({ qr_code_base64: ['x'] })).toBe(false)
    expect(validatePayment([])).toBe(false)
  })
})

describe('the shop orders answer', () => {
  const order2024 = {
    uuid_user: 'u-1',
    uuid_pagamento: 'p-1',
    data_criacao: '2024-05-20T13:05:00.000Z',
    id_payment_mercado_pago: '123',
    status_pagamento: 'PENDENTE',
    valor_total: 30,
    usuario: { nome: 'Carla' },
    vendas: [{ quantidade: 2, produto: { uuid_produto: 'caneca', nome: 'Caneca', preco: 15, imagem_url: null } }],
    transaction_data: {
      date_created: '2024-05-20T13:05:00.000Z',
      status: 'pending',
      qr_code: PIX_CODE,
      qr_code_base64: `data:image/png;base64,${PNG}`,
    },
  }
  it("reads the 2024 platform's orders", () => {
    const answer: MarketplaceOrdersAnswer = [order2024]
    expect(validateMarketplaceOrders(answer)).toBe(true)
    expect(shopOrders(answer)).toEqual([
      {
        buyer: 'Carla',
        status: 'PENDENTE',
        createdAt: '2024-05-20T13:05:00.000Z',
        total: 30,
        items: [{ name: 'Caneca', quantity: 2, price: 15 }],
        pix: { code: PIX_CODE, image: `data:image/png;base64,${PNG}` },
      },
    ])
    expect(validateMarketplaceOrders([])).toBe(true)
  })

  it('gives an order paid by card, or without payment data, no Pix', () => {
    const card = { ...order2024, transaction_data: { status: 'in_process', qr_code_base64: 'data:image/png;base64,undefined' } }
    const bare = { ...order2024, transaction_data: undefined }
    expect(validateMarketplaceOrders([card, bare])).toBe(true)
    expect(shopOrders([card, bare]).map((order) => order.pix)).toEqual([null, null])
  })

  it("refuses the spec's camelCase orders, which no platform sends", () => {
    const camel = {
      user: { name: 'Davi' },
      paymentStatus: 'REALIZADO',
      creationDate: '2025-05-19T23:45:10.000Z',
      totalValue: 45,
      sales: [],
    }
    expect(validateMarketplaceOrders([camel])).toBe(false)
  })

  it('refuses a fractional quantity, a date that is not an instant, or no list', () => {
    expect(validateMarketplaceOrders([{ ...order2024, vendas: [{ ...order2024.vendas[0], quantidade: 1.5 }] }])).toBe(false)
    expect(validateMarketplaceOrders([{ ...order2024, data_criacao: 'ontem' }])).toBe(false)
    expect(validateMarketplaceOrders([{ ...order2024, status_pagamento: undefined }])).toBe(false)
    expect(validateMarketplaceOrders({})).toBe(false)
  })
})
