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
  fetch?: typeof fetch
}

interface Validator {
  (data: unknown): boolean
}

// With no VITE_API_URL the site talks to the demo API that `npm start` serves on the same origin.
export function defaultApiBaseUrl(): string {
  const fromEnv = import.meta.env.VITE_API_URL as string | undefined
  return fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : '/api/'
}

export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  // Every path is built here from checked ids, each one encoded again for good measure.
  function path(parts: readonly (string | { id: string })[]): string {
    return parts
      .map((part) => {
        if (typeof part === 'string') return part
        if (!isSafeId(part.id)) throw new ApiError('invalid-input', `invalid id: ${JSON.stringify(part.id)}`)
        return encodeURIComponent(part.id)
      })
      .join('/')
  }

  async function request<T>(
    method: 'GET' | 'POST',
    relativePath: string,
    validate: Validator,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onOuterAbort = () => controller.abort()
    signal?.addEventListener('abort', onOuterAbort)
    try {
      let response: Response
      try {
        response = await doFetch(base + relativePath, {
          method,
          signal: controller.signal,
          headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        })
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', `no answer within ${timeoutMs} ms`)
        if (signal?.aborted) throw new ApiError('aborted', 'request cancelled')
        throw new ApiError('network', error instanceof Error ? error.message : String(error))
      }
      let text: string
      try {
        text = await response.text()
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', `no answer within ${timeoutMs} ms`)
        if (signal?.aborted) throw new ApiError('aborted', 'request cancelled')
        throw new ApiError('network', error instanceof Error ? error.message : String(error))
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
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onOuterAbort)
    }
  }

  function checkQr<T extends Payment>(payment: T): T {
    const src = qrImageSource(payment.qr_code_base64)
    if (src === null) throw new ApiError('malformed', 'QR code is not a base64 PNG')
    return { ...payment, qr_code_base64: src }
  }

  return {
    async findRegistration(email: string, signal?: AbortSignal): Promise<RegistrationSearch> {
      const trimmed = email.trim()
      if (!isEmail(trimmed)) throw new ApiError('invalid-input', 'invalid e-mail')
      if (options.eventId === null) throw new ApiError('invalid-input', 'no event id configured')
      return request(
        'POST',
        path(['events', { id: options.eventId }, 'inscricoes', 'find']),
        validateRegistrationSearch,
        { email: trimmed },
        signal,
      )
    },

    async getRegistration(userId: string, loteId: string, signal?: AbortSignal): Promise<Registration> {
      return request('GET', path(['lote', { id: loteId }, 'inscricoes', 'user', { id: userId }]), validateRegistration, undefined, signal)
    },

    async getPayment(userId: string, loteId: string, signal?: AbortSignal): Promise<Payment> {
      const payment = await request<Payment>(
        'GET',
        path(['pagamento', 'user', { id: userId }, 'lote', { id: loteId }]),
        validatePayment,
        undefined,
        signal,
      )
      return checkQr(payment)
    },

    async getMarketplaceOrders(userId: string, signal?: AbortSignal): Promise<MarketplaceOrder[]> {
      const orders = await request<MarketplaceOrder[]>(
        'GET',
        path(['marketplace', 'user', { id: userId }]),
        validateMarketplaceOrders,
        undefined,
        signal,
      )
      return orders.map((order) => ({ ...order, transactionData: checkQr(order.transactionData) }))
    },
  }
}
