// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApi } from '../server/demo-api'
import { registrations, shopUser } from '../server/demo-fixtures'
import { ApiError, createApiClient } from './api-client'

let server: Server
let base: string
const seen: string[] = []

beforeAll(async () => {
  const api = createDemoApi({ slowMs: 10_000, delayMs: 50 })
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    void api(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = (overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ baseUrl: base, eventId: 'evento-demo', ...overrides })

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const paid = registrations[0]!

describe('api client against the demo API', () => {
  it('finds a registration by e-mail with POST events/{id}/inscricoes/find', async () => {
    seen.length = 0
    await expect(client().findRegistration('  PAGA@demo.sercomp.test ')).resolves.toEqual({
      uuid_user: paid.userId,
      uuid_lote: paid.loteId,
    })
    expect(seen).toEqual(['POST /api/events/evento-demo/inscricoes/find'])
  })

  it('reads a registration and its payment', async () => {
    const registration = await client().getRegistration(paid.userId, paid.loteId)
    expect(registration.user_name).toBe(paid.userName)
    expect(registration.inscricao).toEqual({ status: 'REALIZADO', nome_lote: paid.loteName, preco: 25 })
    const payment = await client().getPayment(paid.userId, paid.loteId)
    expect(payment.qr_code).toMatch(/^000201/)
    expect(payment.qr_code_base64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
  })

  it('reads the shop orders', async () => {
    const orders = await client().getMarketplaceOrders(shopUser.userId)
    expect(orders).toHaveLength(3)
    expect(orders[0]?.sales[1]).toEqual({ quantity: 2, product: { productId: 'adesivo', price: 10, name: 'Adesivo' } })
  })

  it('accepts a base URL without the trailing slash', async () => {
    await expect(client({ baseUrl: base.slice(0, -1) }).getMarketplaceOrders(shopUser.userId)).resolves.toHaveLength(3)
  })

  it.each([['..%2F..%2Fadmin'], ['../../admin'], ['a/b'], ['a b'], [''], ['x'.repeat(65)], ['%00']])(
    'refuses the id %j before any request',
    async (id) => {
      seen.length = 0
      expect((await failure(client().getRegistration(id, paid.loteId))).kind).toBe('invalid-input')
      expect((await failure(client().getPayment(paid.userId, id))).kind).toBe('invalid-input')
      expect((await failure(client().getMarketplaceOrders(id))).kind).toBe('invalid-input')
      expect(seen).toEqual([])
    },
  )

  it('refuses a bad e-mail or a missing or unsafe event id before any request', async () => {
    seen.length = 0
    expect((await failure(client().findRegistration('sem-arroba'))).kind).toBe('invalid-input')
    expect((await failure(client({ eventId: null }).findRegistration('paga@demo.sercomp.test'))).kind).toBe('invalid-input')
    expect((await failure(client({ eventId: '../admin' }).findRegistration('paga@demo.sercomp.test'))).kind).toBe('invalid-input')
    expect(seen).toEqual([])
  })

  it('reports HTTP errors with their status', async () => {
    const notFound = await failure(client().findRegistration('ninguem@example.org'))
    expect([notFound.kind, notFound.status]).toEqual(['http', 404])
    const serverError = await failure(client().getRegistration('erro-500', 'x'))
    expect([serverError.kind, serverError.status]).toEqual(['http', 500])
  })

  it('treats invalid JSON and a wrong shape as malformed answers', async () => {
    expect((await failure(client().getRegistration('json-invalido', 'x'))).kind).toBe('malformed')
    expect((await failure(client().getRegistration('formato-errado', 'x'))).kind).toBe('malformed')
    expect((await failure(client().getMarketplaceOrders('formato-errado'))).kind).toBe('malformed')
    expect((await failure(client().findRegistration('formato-errado@demo.sercomp.test'))).kind).toBe('malformed')
  })

  it('refuses a QR image that is not a base64 PNG', async () => {
    expect((await failure(client().getPayment('qr-invalido', 'x'))).kind).toBe('malformed')
    expect((await failure(client().getMarketplaceOrders('qr-invalido'))).kind).toBe('malformed')
  })

  // The demo API answers 'lento' after slowMs: a client that waited for it would resolve, so a
  // 'timeout' failure is the proof that it gave up first. No wall-clock bound: on a machine whose
  // cores are full, a timer fires late, and such a bound can fail with no fault in the client.
  it('gives up after the timeout', async () => {
    expect((await failure(client({ timeoutMs: 200 }).getRegistration('lento', 'x'))).kind).toBe('timeout')
  })

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController()
    const pending = client().getRegistration('lento', 'x', controller.signal)
    controller.abort()
    expect((await failure(pending)).kind).toBe('aborted')
  })

  it('reports an unreachable API as a network failure', async () => {
    expect((await failure(client({ baseUrl: 'http://127.0.0.1:9/api/' }).getMarketplaceOrders(shopUser.userId))).kind).toBe('network')
  })

  it('fails once then succeeds for the fail-once ids', async () => {
    expect((await failure(client().getMarketplaceOrders('falha-uma-vez-unit'))).status).toBe(500)
    await expect(client().getMarketplaceOrders('falha-uma-vez-unit')).resolves.toHaveLength(3)
  })
})
