import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDemoApi, type DemoApiOptions } from '../../../src/server/demo-api'

// The demo API on its own origin, as the organisers' API is in production (the site calls it
// cross-origin, VITE_API_URL). It answers CORS like a public API: any origin, no credentials.
export async function startDemoApi(
  options: { port?: number; host?: string; demoApi?: DemoApiOptions } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const api = createDemoApi(options.demoApi)
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        })
        .end()
      return
    }
    api(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Rota desconhecida"}')
      },
      () => {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      },
    )
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, done)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}/api/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
