import {
  foundRegistration,
  pix,
  registration,
  shopOrders,
  type FoundRegistration,
  type Pix,
  type Registration,
  type ShopOrder,
} from './answers'
import type { MarketplaceOrdersAnswer } from './generated/marketplace-orders'
import type { PaymentAnswer } from './generated/payment'
import type { RegistrationAnswer } from './generated/registration'
import type { RegistrationSearchRequest } from './generated/registration-search-request'
import type { RegistrationSearchAnswer } from './generated/registration-search'
import { isEmail, isSafeId } from './ids'
import { validateMarketplaceOrders, validatePayment, validateRegistration, validateRegistrationSearch } from './validators.generated'

const DEFAULT_TIMEOUT_MS = 15_000

export type ApiErrorKind = 'invalid-input' | 'timeout' | 'network' | 'http' | 'malformed' | 'aborted'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiClientOptions {
  baseUrl: string
  eventId: string | null
  timeoutMs?: number
}

// Every path is built here from checked ids, each one encoded again for good measure:
// path`lote/${loteId}/inscricoes` throws before any request when an id is not a safe one.
function path(parts: TemplateStringsArray, ...ids: (string | null)[]): string {
  return parts.reduce((built, part, i) => {
    const id = ids[i - 1]
    if (!isSafeId(id)) throw new ApiError('invalid-input', `invalid id: ${JSON.stringify(id)}`)
    return `${built}${encodeURIComponent(id)}${part}`
  })
}

export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  // A body makes it a POST.
  async function request<T>(relativePath: string, validate: (data: unknown) => boolean, signal?: AbortSignal, body?: unknown): Promise<T> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onOuterAbort = () => controller.abort()
    signal?.addEventListener('abort', onOuterAbort)
    let response: Response
    let text: string
    try {
      response = await fetch(base + relativePath, {
        method: body === undefined ? 'GET' : 'POST',
        signal: controller.signal,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
      text = await response.text()
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', `no answer within ${timeoutMs} ms`)
      if (signal?.aborted) throw new ApiError('aborted', 'request cancelled')
      throw new ApiError('network', error instanceof Error ? error.message : String(error))
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onOuterAbort)
    }
    if (!response.ok) throw new ApiError('http', `HTTP ${response.status}`, response.status)
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      throw new ApiError('malformed', 'answer is not JSON', response.status)
    }
    if (!validate(data)) throw new ApiError('malformed', 'answer does not match its schema', response.status)
    return data as T
  }

  // The platform's routes (schemas/api/ says what each answers, on both platform generations).
  return {
    /** The registration's ids, or null when the e-mail has no registration in the event. */
    async findRegistration(email: string, signal?: AbortSignal): Promise<FoundRegistration | null> {
      const trimmed = email.trim()
      if (!isEmail(trimmed)) throw new ApiError('invalid-input', 'invalid e-mail')
      if (options.eventId === null) throw new ApiError('invalid-input', 'no event id configured')
      const route = path`events/${options.eventId}/inscricoes/find`
      return foundRegistration(
        await request<RegistrationSearchAnswer>(route, validateRegistrationSearch, signal, {
          email: trimmed,
        } satisfies RegistrationSearchRequest),
      )
    },
    async getRegistration(userId: string, loteId: string, signal?: AbortSignal): Promise<Registration> {
      return registration(await request<RegistrationAnswer>(path`lote/${loteId}/inscricoes/user/${userId}`, validateRegistration, signal))
    },
    /** The Pix to pay the registration with, or null when the answer holds none (card, free). */
    async getPix(userId: string, loteId: string, signal?: AbortSignal): Promise<Pix | null> {
      return pix(await request<PaymentAnswer>(path`pagamento/user/${userId}/lote/${loteId}`, validatePayment, signal))
    },
    async getShopOrders(userId: string, signal?: AbortSignal): Promise<ShopOrder[]> {
      return shopOrders(await request<MarketplaceOrdersAnswer>(path`marketplace/user/${userId}`, validateMarketplaceOrders, signal))
    },
  }
}
