import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { isSafeId } from '../api/ids'
import { DEMO_DOMAIN, paymentAnswer, registrationAnswer, registrations, shoppers, shopOrdersAnswer } from './demo-fixtures'

export interface DemoApiOptions {
  slowMs?: number // the "lento" fault's delay: longer than the client's 15 s timeout
  delayMs?: number // the "demorado" mode's: slow, then a normal answer
}

// The built site calls `/api/` when VITE_API_URL is unset.
const PREFIX = '/api/'

const FAIL_ONCE_PREFIX = 'falha-uma-vez-'

const paid = registrations[0]!

type Answer = [status: number, text: string, type: string]
const json = (status: number, body: unknown): Answer => [status, JSON.stringify(body), 'application/json; charset=utf-8']
const text = (status: number, body: string): Answer => [status, body, 'text/html; charset=utf-8']
// Express's answer to a path no route matches: what EventFlow answers for the payment and shop routes.
const cannotGet = (method: string, path: string) =>
  text(
    404,
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} /${path}</pre>\n</body>\n</html>\n`,
  )
// The platform's errors: 400, with an Error serialised as {} or a plain text.
const badRequest = json(400, {})

export function createDemoApi(options: DemoApiOptions = {}) {
  const failedOnce = new Set<string>()

  // Ends early when the client gives up.
  const wait = (ms: number, req: IncomingMessage) => {
    const gone = new AbortController()
    req.socket.once('close', () => gone.abort())
    return delay(ms, null, { signal: gone.signal }).catch(() => null)
  }

  // Chosen by the user id in the path or the local part of the e-mail searched (docs/demo-api.md): the
  // fault's own answer, or null when the call goes on (after a delay, for the slow ones).
  const faults: Record<string, (req: IncomingMessage, wrongShape: unknown) => Answer | Promise<null>> = {
    'nao-encontrado': () => badRequest,
    'erro-500': () => json(500, { message: 'Erro interno simulado' }),
    lento: (req) => wait(options.slowMs ?? 20_000, req),
    demorado: (req) => wait(options.delayMs ?? 1_500, req),
    'json-invalido': () => [200, '{"user_name": "Maria', 'application/json; charset=utf-8'],
    'formato-errado': (_, wrongShape) => json(200, wrongShape),
  }
  const isFault = (key: string) => key.startsWith(FAIL_ONCE_PREFIX) || Object.hasOwn(faults, key)

  async function fault(key: string, req: IncomingMessage, wrongShape: unknown): Promise<Answer | null> {
    if (Object.hasOwn(faults, key)) return faults[key]!(req, wrongShape)
    // Only the first request touching this id fails, whatever the call: a retry then succeeds.
    if (!key.startsWith(FAIL_ONCE_PREFIX) || failedOnce.has(key)) return null
    failedOnce.add(key)
    return json(500, { message: 'Falha simulada (uma vez)' })
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

  // A fault's id stands for the paid registrant once its fault has passed (a slow answer, a retry).
  const registrantOf = (userId: string) => (isFault(userId) ? paid : registrations.find((r) => r.userId === userId))
  const everyone = () => [...registrations, ...shoppers]

  async function answer(req: IncomingMessage, segments: string[]): Promise<Answer> {
    const method = req.method ?? 'GET'
    const path = segments.map((s) => decodeURIComponent(s))
    const [a, b, c, d, e] = path

    // POST events/{eventId}/inscricoes/find: the ids, or {} for an e-mail with no registration.
    if (path.length === 4 && a === 'events' && c === 'inscricoes' && d === 'find' && method === 'POST') {
      if (!isSafeId(b)) return badRequest
      const body = (await readJson(req).catch(() => null)) as { email?: unknown } | null
      const email = body?.email
      if (typeof email !== 'string') return text(400, 'Informações inválidas')
      const normalized = email.trim().toLowerCase()
      const [local = '', domain] = normalized.split('@')
      const faulty = domain === DEMO_DOMAIN ? await fault(local, req, { uuid_user: 42 }) : null
      if (faulty) return faulty
      const found = domain === DEMO_DOMAIN && isFault(local) ? paid : everyone().find((r) => r.email === normalized)
      return json(200, found ? { uuid_user: found.userId, uuid_lote: found.loteId } : {})
    }

    // GET lote/{loteId}/inscricoes/user/{userId}: a lot that is not the person's has no status in it.
    if (path.length === 5 && a === 'lote' && c === 'inscricoes' && d === 'user' && method === 'GET') {
      if (!isSafeId(b) || !isSafeId(e)) return badRequest
      const faulty = await fault(e, req, { user_name: 'Maria', inscricao: 'pago' })
      if (faulty) return faulty
      const found = registrantOf(e)
      const lotExists = isFault(e) || everyone().some((r) => r.loteId === b)
      if (!found || !lotExists) return badRequest
      return json(200, registrationAnswer(found, isFault(e) || found.loteId === b))
    }

    // GET pagamento/user/{userId}/lote/{loteId}: routed only where the registrant's platform still routes it.
    if (path.length === 5 && a === 'pagamento' && b === 'user' && d === 'lote' && method === 'GET') {
      const faulty = isSafeId(c) ? await fault(c, req, { qr_code: 123 }) : null
      if (faulty) return faulty
      const found = isSafeId(c) ? registrantOf(c) : undefined
      if (found?.payment === 'error') return badRequest
      const body = found && (isFault(c!) || found.loteId === e) ? await paymentAnswer(found) : null
      return body ? json(200, body) : cannotGet(method, path.join('/'))
    }

    // GET marketplace/user/{userId}: the 2024 platform's shop; EventFlow does not route it.
    if (path.length === 3 && a === 'marketplace' && b === 'user' && method === 'GET') {
      const faulty = isSafeId(c) ? await fault(c, req, { orders: [] }) : null
      if (faulty) return faulty
      const shopper = isFault(c!) ? shoppers[0] : shoppers.find((s) => s.userId === c)
      return shopper ? json(200, await shopOrdersAnswer(shopper)) : cannotGet(method, path.join('/'))
    }

    return cannotGet(method, path.join('/'))
  }

  // False when the path is not under /api/.
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://demo.invalid')
    if (!url.pathname.startsWith(PREFIX)) return false
    // Split before decoding: an encoded "/" stays inside its segment and fails the id check.
    const segments = url.pathname.slice(PREFIX.length).split('/')
    if (segments.at(-1) === '') segments.pop()
    // A malformed escape (URIError) is a bad request.
    const [status, body, type] = await answer(req, segments).catch((error) =>
      error instanceof URIError ? badRequest : json(500, { message: 'Erro interno' }),
    )
    if (res.writableEnded || res.destroyed) return true
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) }).end(body)
    return true
  }
}
