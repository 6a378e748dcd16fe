import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One TCP segment's payload: what a slow network hands the browser at a time. */
const SEGMENT = 1460
const PAUSE_MS = 12

// In front of the site: every HTML page leaves in pieces of one segment with a pause after each,
// so the browser's parser runs out of input inside every part of the page and may paint what it
// has, as on a phone whose CPU or network is slow. Everything else passes through whole.
export async function startSlowDelivery(origin: string): Promise<{
  url: string
  /** Per path, how many pieces its last HTML answer was sent in. */
  piecesSent: Map<string, number>
  close: () => Promise<void>
}> {
  const upstream = new URL(origin)
  const piecesSent = new Map<string, number>()
  const server = createServer((req, res) => {
    // Uncompressed, so that the pieces are pieces of the page.
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          answer.pipe(res)
          return
        }
        const parts: Buffer[] = []
        answer.on('data', (part: Buffer) => parts.push(part))
        answer.on('end', () => {
          const page = Buffer.concat(parts)
          piecesSent.set(new URL(req.url ?? '/', origin).pathname, Math.ceil(page.length / SEGMENT))
          const send = (at: number) => {
            if (at >= page.length) return res.end()
            res.write(page.subarray(at, at + SEGMENT))
            setTimeout(send, PAUSE_MS, at + SEGMENT)
          }
          send(0)
        })
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    piecesSent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
