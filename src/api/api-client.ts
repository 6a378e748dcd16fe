import { isSafeId } from './ids'

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

// path`lote/${loteId}/inscricoes`: every id checked, and encoded for good measure, before any request.
export function path(parts: TemplateStringsArray, ...ids: (string | null)[]): string {
  return parts.reduce((built, part, i) => {
    const id = ids[i - 1]
    if (!isSafeId(id)) throw new ApiError('invalid-input', `invalid id: ${JSON.stringify(id)}`)
    return `${built}${encodeURIComponent(id)}${part}`
  })
}

/** The one way to ask the API: a checked, timed request (a body makes it a POST); each route a module, bundled only where called. */
export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient(options: { baseUrl: string; eventId: string | null; timeoutMs?: number }) {
  const { baseUrl, eventId, timeoutMs = 15_000 } = options
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`

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

  return { eventId, request }
}
