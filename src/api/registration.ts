// GET lote/{loteId}/inscricoes/user/{userId} and pagamento/user/{userId}/lote/{loteId}: a registration and its payment.
import { path, type ApiClient } from './api-client'
import type { PaymentAnswer } from './generated/payment'
import type { Activity2024, EventFlowActivity, RegistrationAnswer } from './generated/registration'
import { pix } from './pix'
import { validatePayment } from './validators/payment'
import { validateRegistration } from './validators/registration'

// Each activity has one of the two names of its type (the schema makes sure): EventFlow's or the 2024 platform's.
const typeOf = (activity: EventFlowActivity | Activity2024) =>
  typeof activity.tipo_atividade === 'string' ? activity.tipo_atividade : (activity as Activity2024).tipo

export function registration(answer: RegistrationAnswer) {
  return {
    name: answer.user_name,
    // The platform's payment status as sent (REALIZADO, PENDENTE…).
    status: answer.inscricao.status,
    lotName: answer.inscricao.nome_lote,
    price: answer.inscricao.preco,
    activities: (answer.atividades ?? []).map((a) => ({ name: a.nome, type: typeOf(a) })),
  }
}

export type Registration = ReturnType<typeof registration>

export async function getRegistration(api: ApiClient, userId: string, loteId: string, signal?: AbortSignal) {
  return registration(await api.request<RegistrationAnswer>(path`lote/${loteId}/inscricoes/user/${userId}`, validateRegistration, signal))
}

/** The Pix to pay the registration with, or null when the answer holds none (card, free). */
export async function getPix(api: ApiClient, userId: string, loteId: string, signal?: AbortSignal) {
  return pix(await api.request<PaymentAnswer>(path`pagamento/user/${userId}/lote/${loteId}`, validatePayment, signal))
}
