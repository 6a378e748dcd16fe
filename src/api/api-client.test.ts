// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApi } from '../server/demo-api'
import { registrationPix, registrations, shopUser } from '../server/demo-fixtures'
import { ApiError, createApiClient } from './api-client'
import { getPix, getRegistration } from './registration'
import { findRegistration } from './registration-search'
import { getShopOrders } from './shop'

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
const registrant = (email: string) => registrations.find((r) => r.email === `${email}@demo.sercomp.test`)!

describe('api client against the demo API', () => {
  it('finds a registration by e-mail with POST events/{id}/inscricoes/find', async () => {
    seen.length = 0
    await expect(findRegistration(client(), '  PAGA@demo.sercomp.test ')).resolves.toEqual({ userId: paid.userId, loteId: paid.loteId })
    expect(seen).toEqual(['POST /api/events/evento-demo/inscricoes/find'])
  })

  it("reads the platform's 200 {} for an e-mail without registration as none found", async () => {
    await expect(findRegistration(client(), 'ninguem@example.org')).resolves.toBeNull()
  })

  it('reads a registration in either generation of the platform', async () => {
    await expect(getRegistration(client(), paid.userId, paid.loteId)).resolves.toEqual({
      name: paid.userName,
      status: 'REALIZADO',
      lotName: paid.loteName,
      price: 25,
      activities: paid.activities,
    })
    const old = registrant('pendente-2024')
    await expect(getRegistration(client(), old.userId, old.loteId)).resolves.toMatchObject({
      status: 'PENDENTE',
      activities: old.activities,
    })
  })

  it("treats a lot that is not the person's (no status in the answer) as malformed", async () => {
    const other = registrant('pendente')
    const error = await failure(getRegistration(client(), paid.userId, other.loteId))
    expect(error.kind).toBe('malformed')
  })

  it('reads the Pix of a Pix payment, and none for a card, a free registration or an image that is not a PNG', async () => {
    const pending = registrant('pendente')
    const pix = await registrationPix(pending)
    await expect(getPix(client(), pending.userId, pending.loteId)).resolves.toEqual({ code: pix.qr_code, image: pix.qr_code_base64 })
    for (const email of ['pendente-cartao', 'gratuita', 'pendente-qr-invalido']) {
      const r = registrant(email)
      await expect(getPix(client(), r.userId, r.loteId), email).resolves.toBeNull()
    }
  })

  it('reports the payment route EventFlow no longer has as a 404, and its errors as 400', async () => {
    const noRoute = registrant('pendente-sem-rota')
    const missing = await failure(getPix(client(), noRoute.userId, noRoute.loteId))
    expect([missing.kind, missing.status]).toEqual(['http', 404])
    const failing = registrant('pendente-falha')
    const error = await failure(getPix(client(), failing.userId, failing.loteId))
    expect([error.kind, error.status]).toEqual(['http', 400])
  })

  it('reads the shop orders of the 2024 platform, with a Pix only where one was issued', async () => {
    const orders = await getShopOrders(client(), shopUser.userId)
    expect(orders.map((order) => [order.status, order.pix !== null])).toEqual([
      ['REALIZADO', true],
      ['PENDENTE', true],
      ['PENDENTE', false],
      ['EXPIRADO', true],
    ])
    expect(orders[0]?.items[1]).toEqual({ name: 'Adesivo', quantity: 2, price: 10 })
  })

  it('accepts a base URL without the trailing slash', async () => {
    await expect(getShopOrders(client({ baseUrl: base.slice(0, -1) }), shopUser.userId)).resolves.toHaveLength(shopUser.orders.length)
  })

  it.each([['..%2F..%2Fadmin'], ['../../admin'], ['a/b'], ['a b'], [''], ['x'.repeat(65)], ['%00']])(
    'refuses the id %j before any request',
    async (id) => {
      seen.length = 0
      expect((await failure(getRegistration(client(), id, paid.loteId))).kind).toBe('invalid-input')
      expect((await failure(getPix(client(), paid.userId, id))).kind).toBe('invalid-input')
      expect((await failure(getShopOrders(client(), id))).kind).toBe('invalid-input')
      expect(seen).toEqual([])
    },
  )

  it('refuses a bad e-mail or a missing or unsafe event id before any request', async () => {
    seen.length = 0
    expect((await failure(findRegistration(client(), 'sem-arroba'))).kind).toBe('invalid-input')
    expect((await failure(findRegistration(client({ eventId: null }), 'paga@demo.sercomp.test'))).kind).toBe('invalid-input')
    expect((await failure(findRegistration(client({ eventId: '../admin' }), 'paga@demo.sercomp.test'))).kind).toBe('invalid-input')
    expect(seen).toEqual([])
  })

  it('reports HTTP errors with their status', async () => {
    const notFound = await failure(getRegistration(client(), 'nao-encontrado', 'x'))
    expect([notFound.kind, notFound.status]).toEqual(['http', 400])
    const serverError = await failure(getRegistration(client(), 'erro-500', 'x'))
    expect([serverError.kind, serverError.status]).toEqual(['http', 500])
  })

  it('treats invalid JSON and a wrong shape as malformed answers', async () => {
    expect((await failure(getRegistration(client(), 'json-invalido', 'x'))).kind).toBe('malformed')
    expect((await failure(getRegistration(client(), 'formato-errado', 'x'))).kind).toBe('malformed')
    expect((await failure(getShopOrders(client(), 'formato-errado'))).kind).toBe('malformed')
    expect((await failure(findRegistration(client(), 'formato-errado@demo.sercomp.test'))).kind).toBe('malformed')
  })

  // The demo API answers 'lento' after slowMs: a client that waited for it would resolve, so a
  // 'timeout' failure is the proof that it gave up first. No wall-clock bound: on a machine whose
  // cores are full, a timer fires late, and such a bound can fail with no fault in the client.
  it('gives up after the timeout', async () => {
    expect((await failure(getRegistration(client({ timeoutMs: 200 }), 'lento', 'x'))).kind).toBe('timeout')
  })

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController()
    const pending = getRegistration(client(), 'lento', 'x', controller.signal)
    controller.abort()
    expect((await failure(pending)).kind).toBe('aborted')
  })

  it('reports an unreachable API as a network failure', async () => {
    expect((await failure(getShopOrders(client({ baseUrl: 'http://127.0.0.1:9/api/' }), shopUser.userId))).kind).toBe('network')
  })

  it('fails once then succeeds for the fail-once ids', async () => {
    expect((await failure(getShopOrders(client(), 'falha-uma-vez-unit'))).status).toBe(500)
    await expect(getShopOrders(client(), 'falha-uma-vez-unit')).resolves.toHaveLength(shopUser.orders.length)
  })
})
