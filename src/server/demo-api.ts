import type { IncomingMessage, ServerResponse } from 'node:http'
import { isSafeId } from '../api/ids'
import { DEMO_DOMAIN, payment, registrations, shopOrders, shopUser } from './demo-fixtures'

export interface DemoApiOptions {
  /** Path prefix the API answers under; the built site calls `/api/` when VITE_API_URL is unset. */
  prefix?: string
  /** Delay of the "lento" fault: longer than the client's 15 s timeout. */
  slowMs?: number
  /** Delay of the "demorado" mode: slow, then a normal answer. */
  delayMs?: number
}

// Fault modes, chosen by the user id in the path or by the local part of the e-mail searched.
// docs/demo-api.md lists them.
const FAULTS = [
  'nao-encontrado',
  'erro-500',
  'lento',
  'demorado',
  'json-invalido',
  'formato-errado',
  'qr-invalido',
  'pagamento-falha',
] as const
const FAIL_ONCE_PREFIX = 'falha-uma-vez-'
type Fault = (typeof FAULTS)[number]

const paid = registrations[0]!

function faultOf(key: string): Fault | 'once' | null {
  if (key.startsWith(FAIL_ONCE_PREFIX)) return 'once'
  return (FAULTS as readonly string[]).includes(key) ? (key as Fault) : null
}

const SVG_BASE64 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')

export function createDemoApi(options: DemoApiOptions = {}) {
  const prefix = options.prefix ?? '/api/'
  const slowMs = options.slowMs ?? 20_000
  const delayMs = options.delayMs ?? 1_500
  const failedOnce = new Set<string>()

  function send(res: ServerResponse, status: number, body: unknown, raw = false) {
    if (res.writableEnded || res.destroyed) return
    const text = raw ? String(body) : JSON.stringify(body)
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    })
    res.end(text)
  }

  const wait = (ms: number, req: IncomingMessage) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      req.socket.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
    })

  // Applies a fault; returns true when the answer was sent by the fault itself.
  async function applyFault(key: string, req: IncomingMessage, res: ServerResponse, wrongShape: unknown): Promise<boolean> {
    const fault = faultOf(key)
    switch (fault) {
      case null:
      case 'qr-invalido':
      case 'pagamento-falha':
        return false
      case 'once': {
        // Only the first request touching this id fails, whatever the call: a retry then succeeds.
        if (failedOnce.has(key)) return false
        failedOnce.add(key)
        send(res, 500, { message: 'Falha simulada (uma vez)' })
        return true
      }
      case 'nao-encontrado':
        send(res, 404, { message: 'Não encontrado' })
        return true
      case 'erro-500':
        send(res, 500, { message: 'Erro interno simulado' })
        return true
      case 'lento':
        await wait(slowMs, req)
        return false
      case 'demorado':
        await wait(delayMs, req)
        return false
      case 'json-invalido':
        send(res, 200, '{"user_name": "Maria', true)
        return true
      case 'formato-errado':
        send(res, 200, wrongShape)
        return true
    }
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    let size = 0
    const chunks: Buffer[] = []
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > 10_000) throw new Error('body too large')
      chunks.push(chunk)
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  }

  function registrationOf(userId: string) {
    if (faultOf(userId) !== null) return paid
    return registrations.find((r) => r.userId === userId) ?? null
  }

  /** Handles the request when its path is under the prefix; returns false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://demo.invalid')
    if (!url.pathname.startsWith(prefix)) return false
    // Split before decoding: an encoded "/" stays inside its segment and fails the id check.
    const segments = url.pathname.slice(prefix.length).split('/')
    if (segments.at(-1) === '') segments.pop()
    let decoded: string[]
    try {
      decoded = segments.map((s) => decodeURIComponent(s))
    } catch {
      send(res, 400, { message: 'Caminho inválido' })
      return true
    }
    const route = decoded.join('/')
    const method = req.method ?? 'GET'
    const [a, b, c, d, e] = decoded

    try {
      // POST events/{eventId}/inscricoes/find
      if (decoded.length === 4 && a === 'events' && c === 'inscricoes' && d === 'find') {
        if (method !== 'POST') return (send(res, 405, { message: 'Método não permitido' }), true)
        if (!isSafeId(b)) return (send(res, 400, { message: 'Evento inválido' }), true)
        let body: unknown
        try {
          body = await readJson(req)
        } catch {
          return (send(res, 400, { message: 'Corpo inválido' }), true)
        }
        const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined
        if (typeof email !== 'string') return (send(res, 400, { message: 'E-mail obrigatório' }), true)
        const normalized = email.trim().toLowerCase()
        const [local = '', domain] = normalized.split('@')
        if (domain === DEMO_DOMAIN && (await applyFault(local, req, res, { uuid_user: 42 }))) return true
        if (normalized === shopUser.email) return (send(res, 200, { uuid_user: shopUser.userId, uuid_lote: shopUser.loteId }), true)
        const found = domain === DEMO_DOMAIN && faultOf(local) !== null ? paid : registrations.find((r) => r.email === normalized)
        if (!found) return (send(res, 404, { message: 'Inscrição não encontrada' }), true)
        return (send(res, 200, { uuid_user: found.userId, uuid_lote: found.loteId }), true)
      }

      if (method !== 'GET') return (send(res, 405, { message: 'Método não permitido' }), true)

      // GET marketplace/user/{userId}
      if (decoded.length === 3 && a === 'marketplace' && b === 'user') {
        if (!isSafeId(c)) return (send(res, 400, { message: 'Usuário inválido' }), true)
        if (await applyFault(c, req, res, { orders: [] })) return true
        if (c !== shopUser.userId && faultOf(c) === null) return (send(res, 404, { message: 'Venda não encontrada' }), true)
        const orders = shopOrders()
        if (faultOf(c) === 'qr-invalido') orders[0]!.transactionData.qr_code_base64 = `data:image/png;base64,${SVG_BASE64}`
        return (send(res, 200, orders), true)
      }

      // GET lote/{loteId}/inscricoes/user/{userId}
      if (decoded.length === 5 && a === 'lote' && c === 'inscricoes' && d === 'user') {
        if (!isSafeId(b) || !isSafeId(e)) return (send(res, 400, { message: 'Parâmetros inválidos' }), true)
        if (await applyFault(e, req, res, { user_name: 'Maria', inscricao: 'pago' })) return true
        const found = registrationOf(e)
        if (!found || (faultOf(e) === null && found.loteId !== b)) return (send(res, 404, { message: 'Inscrição não encontrada' }), true)
        return (
          send(res, 200, {
            user_name: found.userName,
            inscricao: { status: found.status, nome_lote: found.loteName, preco: found.price },
            atividades: found.activities,
          }),
          true
        )
      }

      // GET pagamento/user/{userId}/lote/{loteId}
      if (decoded.length === 5 && a === 'pagamento' && b === 'user' && d === 'lote') {
        if (!isSafeId(c) || !isSafeId(e)) return (send(res, 400, { message: 'Parâmetros inválidos' }), true)
        if (faultOf(c) === 'pagamento-falha') return (send(res, 500, { message: 'Erro interno simulado' }), true)
        if (await applyFault(c, req, res, { qr_code: 123 })) return true
        const found = registrationOf(c)
        if (!found || (faultOf(c) === null && found.loteId !== e)) return (send(res, 404, { message: 'Pagamento não encontrado' }), true)
        const answer = payment(found.userId, found.loteId)
        if (faultOf(c) === 'qr-invalido') answer.qr_code_base64 = SVG_BASE64
        return (send(res, 200, answer), true)
      }

      send(res, 404, { message: `Rota desconhecida: ${route}` })
      return true
    } catch {
      send(res, 500, { message: 'Erro interno' })
      return true
    }
  }
}
