// GET marketplace/user/{userId}: a person's shop orders, as the 2024 platform sent them.
import { path, type ApiClient } from './api-client'
import type { MarketplaceOrdersAnswer } from './generated/marketplace-orders'
import { pix } from './pix'
import { validateMarketplaceOrders } from './validators/marketplace-orders'

export function shopOrders(answer: MarketplaceOrdersAnswer) {
  return answer.map((order) => ({
    buyer: order.usuario.nome,
    status: order.status_pagamento,
    // An ISO 8601 instant.
    createdAt: order.data_criacao,
    total: order.valor_total,
    items: order.vendas.map((sale) => ({ name: sale.produto.nome, quantity: sale.quantidade, price: sale.produto.preco })),
    pix: pix(order.transaction_data),
  }))
}

export async function getShopOrders(api: ApiClient, userId: string, signal?: AbortSignal) {
  return shopOrders(await api.request<MarketplaceOrdersAnswer>(path`marketplace/user/${userId}`, validateMarketplaceOrders, signal))
}
