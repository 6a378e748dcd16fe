// POST events/{eventId}/inscricoes/find: the registration a visitor's e-mail leads to.
import { ApiError, path, type ApiClient } from './api-client'
import type { RegistrationSearchAnswer } from './generated/registration-search'
import type { RegistrationSearchRequest } from './generated/registration-search-request'
import { isEmail } from './ids'
import { validateRegistrationSearch } from './validators/registration-search'

/** The ids of a registration's receipt, or null when the e-mail has none ({} from EventFlow). */
export function foundRegistration(answer: RegistrationSearchAnswer) {
  return answer.uuid_user && answer.uuid_lote ? { userId: answer.uuid_user, loteId: answer.uuid_lote } : null
}

/** The registration's ids, or null when the e-mail has no registration in the event. */
export async function findRegistration(api: ApiClient, email: string, signal?: AbortSignal) {
  const trimmed = email.trim()
  if (!isEmail(trimmed)) throw new ApiError('invalid-input', 'invalid e-mail')
  if (api.eventId === null) throw new ApiError('invalid-input', 'no event id configured')
  const route = path`events/${api.eventId}/inscricoes/find`
  const body: RegistrationSearchRequest = { email: trimmed }
  return foundRegistration(await api.request<RegistrationSearchAnswer>(route, validateRegistrationSearch, signal, body))
}
