import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A server in front of `origin` that asks for every answer uncompressed (so a test can cut an HTML
 * page into parts), writes its status and headers, and leaves the body to `send`.
 */
export async function startProxy(
  origin: string,
  send: (answer: IncomingMessage, res: ServerResponse, path: string) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(origin)
  const server = createServer((req, res) => {
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        send(answer, res, new URL(req.url ?? '/', origin).pathname)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Whether the answer is an HTML page. */
export const isHtml = (answer: IncomingMessage) => String(answer.headers['content-type']).startsWith('text/html')

/** The answer's whole body. */
export function bodyOf(answer: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = []
  answer.on('data', (part: Buffer) => parts.push(part))
  return new Promise((resolve) => answer.on('end', () => resolve(Buffer.concat(parts))))
}
