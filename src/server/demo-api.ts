import type { IncomingMessage, ServerResponse } from 'node:http'
import { isSafeId } from '../api/ids'
import { DEMO_DOMAIN, payment, registrations, shopOrders, shopUser } from './demo-fixtures'

export interface DemoApiOptions {
  /** Delay of the "lento" fault: longer than the client's 15 s timeout. */
  slowMs?: number
  /** Delay of the "demorado" mode: slow, then a normal answer. */
  delayMs?: number
}

/** Where the API answers; the built site calls `/api/` when VITE_API_URL is unset. */
const PREFIX = '/api/'

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

/** A status and the body's text. */
type Answer = [status: number, text: string]
const json = (status: number, body: unknown): Answer => [status, JSON.stringify(body)]
const error = (status: number, message: string) => json(status, { message })

export function createDemoApi(options: DemoApiOptions = {}) {
  const slowMs = options.slowMs ?? 20_000
  const delayMs = options.delayMs ?? 1_500
  const failedOnce = new Set<string>()

  const wait = (ms: number, req: IncomingMessage) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      req.socket.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
    })

  // The fault's own answer, or null when the call goes on (after a delay, for the slow ones).
  async function fault(key: string, req: IncomingMessage, wrongShape: unknown): Promise<Answer | null> {
    switch (faultOf(key)) {
      case 'once':
        // Only the first request touching this id fails, whatever the call: a retry then succeeds.
        if (failedOnce.has(key)) return null
        failedOnce.add(key)
        return error(500, 'Falha simulada (uma vez)')
      case 'nao-encontrado':
        return error(404, 'Não encontrado')
      case 'erro-500':
        return error(500, 'Erro interno simulado')
      case 'lento':
        await wait(slowMs, req)
        return null
      case 'demorado':
        await wait(delayMs, req)
        return null
      case 'json-invalido':
        return [200, '{"user_name": "Maria']
      case 'formato-errado':
        return json(200, wrongShape)
      default:
        return null
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

  async function answer(req: IncomingMessage, path: string[]): Promise<Answer> {
    const method = req.method ?? 'GET'
    const [a, b, c, d, e] = path

    // POST events/{eventId}/inscricoes/find
    if (path.length === 4 && a === 'events' && c === 'inscricoes' && d === 'find') {
      if (method !== 'POST') return error(405, 'Método não permitido')
      if (!isSafeId(b)) return error(400, 'Evento inválido')
      let body: unknown
      try {
        body = await readJson(req)
      } catch {
        return error(400, 'Corpo inválido')
      }
      const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined
      if (typeof email !== 'string') return error(400, 'E-mail obrigatório')
      const normalized = email.trim().toLowerCase()
      const [local = '', domain] = normalized.split('@')
      const faulty = domain === DEMO_DOMAIN ? await fault(local, req, { uuid_user: 42 }) : null
      if (faulty) return faulty
      if (normalized === shopUser.email) return json(200, { uuid_user: shopUser.userId, uuid_lote: shopUser.loteId })
      const found = domain === DEMO_DOMAIN && faultOf(local) !== null ? paid : registrations.find((r) => r.email === normalized)
      return found ? json(200, { uuid_user: found.userId, uuid_lote: found.loteId }) : error(404, 'Inscrição não encontrada')
    }

    if (method !== 'GET') return error(405, 'Método não permitido')

    // GET marketplace/user/{userId}
    if (path.length === 3 && a === 'marketplace' && b === 'user') {
      if (!isSafeId(c)) return error(400, 'Usuário inválido')
      const faulty = await fault(c, req, { orders: [] })
      if (faulty) return faulty
      if (c !== shopUser.userId && faultOf(c) === null) return error(404, 'Venda não encontrada')
      const orders = shopOrders()
      if (faultOf(c) === 'qr-invalido') orders[0]!.transactionData.qr_code_base64 = `data:image/png;base64,${SVG_BASE64}`
      return json(200, orders)
    }

    // GET lote/{loteId}/inscricoes/user/{userId}
    if (path.length === 5 && a === 'lote' && c === 'inscricoes' && d === 'user') {
      if (!isSafeId(b) || !isSafeId(e)) return error(400, 'Parâmetros inválidos')
      const faulty = await fault(e, req, { user_name: 'Maria', inscricao: 'pago' })
      if (faulty) return faulty
      const found = registrationOf(e)
      if (!found || (faultOf(e) === null && found.loteId !== b)) return error(404, 'Inscrição não encontrada')
      return json(200, {
        user_name: found.userName,
        inscricao: { status: found.status, nome_lote: found.loteName, preco: found.price },
        atividades: found.activities,
      })
    }

    // GET pagamento/user/{userId}/lote/{loteId}
    if (path.length === 5 && a === 'pagamento' && b === 'user' && d === 'lote') {
      if (!isSafeId(c) || !isSafeId(e)) return error(400, 'Parâmetros inválidos')
      if (faultOf(c) === 'pagamento-falha') return error(500, 'Erro interno simulado')
      const faulty = await fault(c, req, { qr_code: 123 })
      if (faulty) return faulty
      const found = registrationOf(c)
      if (!found || (faultOf(c) === null && found.loteId !== e)) return error(404, 'Pagamento não encontrado')
      const answer = payment(found.userId, found.loteId)
      if (faultOf(c) === 'qr-invalido') answer.qr_code_base64 = SVG_BASE64
      return json(200, answer)
    }

    return error(404, `Rota desconhecida: ${path.join('/')}`)
  }

  /** Handles the request when its path is under /api/; returns false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://demo.invalid')
    if (!url.pathname.startsWith(PREFIX)) return false
    // Split before decoding: an encoded "/" stays inside its segment and fails the id check.
    const segments = url.pathname.slice(PREFIX.length).split('/')
    if (segments.at(-1) === '') segments.pop()
    let path: string[] | null
    try {
      path = segments.map((s) => decodeURIComponent(s))
    } catch {
      path = null
    }
    const [status, text] = path ? await answer(req, path).catch(() => error(500, 'Erro interno')) : error(400, 'Caminho inválido')
    if (res.writableEnded || res.destroyed) return true
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    })
    res.end(text)
    return true
  }
}
