// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApi } from '../server/demo-api'
import { registrationPix, registrations, shoppers, shopUser } from '../server/demo-fixtures'
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
const registrant = (email: string) => registrations.find((r) => r.email === `${email}@demo.sercomp.test`)!

describe('api client against the demo API', () => {
  it('finds a registration by e-mail with POST events/{id}/inscricoes/find', async () => {
    seen.length = 0
    await expect(client().findRegistration('  PAGA@demo.sercomp.test ')).resolves.toEqual({ userId: paid.userId, loteId: paid.loteId })
    expect(seen).toEqual(['POST /api/events/evento-demo/inscricoes/find'])
  })

  it("reads the platform's 200 {} for an e-mail without registration as none found", async () => {
    await expect(client().findRegistration('ninguem@example.org')).resolves.toBeNull()
  })

  it('reads a registration in either generation of the platform', async () => {
    await expect(client().getRegistration(paid.userId, paid.loteId)).resolves.toEqual({
      name: paid.userName,
      status: 'REALIZADO',
      lotName: paid.loteName,
      price: 25,
      activities: paid.activities,
    })
    const old = registrant('pendente-2024')
    await expect(client().getRegistration(old.userId, old.loteId)).resolves.toMatchObject({
      status: 'PENDENTE',
      activities: old.activities,
    })
  })

  it("treats a lot that is not the person's (no status in the answer) as malformed", async () => {
    const other = registrant('pendente')
    const error = await failure(client().getRegistration(paid.userId, other.loteId))
    expect(error.kind).toBe('malformed')
  })

  it('reads the Pix of a Pix payment, and none for a card, a free registration or an image that is not a PNG', async () => {
    const pending = registrant('pendente')
    const pix = registrationPix(pending)
    await expect(client().getPix(pending.userId, pending.loteId)).resolves.toEqual({ code: pix.qr_code, image: pix.qr_code_base64 })
    for (const email of ['pendente-cartao', 'gratuita', 'pendente-qr-invalido']) {
      const r = registrant(email)
      await expect(client().getPix(r.userId, r.loteId), email).resolves.toBeNull()
    }
  })

  it('reports the payment route EventFlow no longer has as a 404, and its errors as 400', async () => {
    const noRoute = registrant('pendente-sem-rota')
    const missing = await failure(client().getPix(noRoute.userId, noRoute.loteId))
    expect([missing.kind, missing.status]).toEqual(['http', 404])
    const failing = registrant('pendente-falha')
    const error = await failure(client().getPix(failing.userId, failing.loteId))
    expect([error.kind, error.status]).toEqual(['http', 400])
  })

  it('reads the shop orders of the 2024 platform and of the spec, with a Pix only where one was issued', async () => {
    const orders = await client().getShopOrders(shopUser.userId)
    expect(orders.map((order) => [order.status, order.pix !== null])).toEqual([
      ['REALIZADO', true],
      ['PENDENTE', true],
      ['PENDENTE', false],
      ['EXPIRADO', true],
    ])
    expect(orders[0]?.items[1]).toEqual({ name: 'Adesivo', quantity: 2, price: 10 })
    const spec = await client().getShopOrders(shoppers[1]!.userId)
    expect(spec.map((order) => order.buyer)).toEqual([shoppers[1]!.name, shoppers[1]!.name])
  })

  it('accepts a base URL without the trailing slash', async () => {
    await expect(client({ baseUrl: base.slice(0, -1) }).getShopOrders(shopUser.userId)).resolves.toHaveLength(shopUser.orders.length)
  })

  it.each([['..%2F..%2Fadmin'], ['../../admin'], ['a/b'], ['a b'], [''], ['x'.repeat(65)], ['%00']])(
    'refuses the id %j before any request',
    async (id) => {
      seen.length = 0
      expect((await failure(client().getRegistration(id, paid.loteId))).kind).toBe('invalid-input')
      expect((await failure(client().getPix(paid.userId, id))).kind).toBe('invalid-input')
      expect((await failure(client().getShopOrders(id))).kind).toBe('invalid-input')
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
    const notFound = await failure(client().getRegistration('nao-encontrado', 'x'))
    expect([notFound.kind, notFound.status]).toEqual(['http', 400])
    const serverError = await failure(client().getRegistration('erro-500', 'x'))
    expect([serverError.kind, serverError.status]).toEqual(['http', 500])
  })

  it('treats invalid JSON and a wrong shape as malformed answers', async () => {
    expect((await failure(client().getRegistration('json-invalido', 'x'))).kind).toBe('malformed')
    expect((await failure(client().getRegistration('formato-errado', 'x'))).kind).toBe('malformed')
    expect((await failure(client().getShopOrders('formato-errado'))).kind).toBe('malformed')
    expect((await failure(client().findRegistration('formato-errado@demo.sercomp.test'))).kind).toBe('malformed')
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
    expect((await failure(client({ baseUrl: 'http://127.0.0.1:9/api/' }).getShopOrders(shopUser.userId))).kind).toBe('network')
  })

  it('fails once then succeeds for the fail-once ids', async () => {
    expect((await failure(client().getShopOrders('falha-uma-vez-unit'))).status).toBe(500)
    await expect(client().getShopOrders('falha-uma-vez-unit')).resolves.toHaveLength(shopUser.orders.length)
  })
})
