import { isEmail, isSafeId } from './ids'
import { qrImageSource } from './qr-image'
import type { MarketplaceOrder, Payment, Registration, RegistrationSearch } from './types'
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

function checkQr<T extends Payment>(payment: T): T {
  const src = qrImageSource(payment.qr_code_base64)
  if (src === null) throw new ApiError('malformed', 'QR code is not a base64 PNG')
  return { ...payment, qr_code_base64: src }
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

  return {
    async findRegistration(email: string, signal?: AbortSignal): Promise<RegistrationSearch> {
      const trimmed = email.trim()
      if (!isEmail(trimmed)) throw new ApiError('invalid-input', 'invalid e-mail')
      if (options.eventId === null) throw new ApiError('invalid-input', 'no event id configured')
      return request(path`events/${options.eventId}/inscricoes/find`, validateRegistrationSearch, signal, { email: trimmed })
    },
    async getRegistration(userId: string, loteId: string, signal?: AbortSignal): Promise<Registration> {
      return request(path`lote/${loteId}/inscricoes/user/${userId}`, validateRegistration, signal)
    },
    async getPayment(userId: string, loteId: string, signal?: AbortSignal): Promise<Payment> {
      return checkQr(await request<Payment>(path`pagamento/user/${userId}/lote/${loteId}`, validatePayment, signal))
    },
    async getMarketplaceOrders(userId: string, signal?: AbortSignal): Promise<MarketplaceOrder[]> {
      const orders = await request<MarketplaceOrder[]>(path`marketplace/user/${userId}`, validateMarketplaceOrders, signal)
      return orders.map((order) => ({ ...order, transactionData: checkQr(order.transactionData) }))
    },
  }
}
