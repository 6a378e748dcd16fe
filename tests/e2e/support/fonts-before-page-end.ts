import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

// In front of the site: an HTML page leaves in two parts, its <head> at once and the rest only once
// every font file the browser asked for has been sent whole, as on a normal connection, where the
// fonts preloaded from the head arrive before a page of a few segments ends. The first paint waits
// for the page's end (decision 0169), so what the browser draws then does not depend on how fast
// the machine is. Everything else passes through whole.
export async function startFontsBeforePageEnd(origin: string): Promise<{
  url: string
  /** Per path, whether its HTML's rest waited for font files that had all been sent. */
  fontsBeforeEnd: Map<string, boolean>
  close: () => Promise<void>
}> {
  const upstream = new URL(origin)
  const fontsBeforeEnd = new Map<string, boolean>()
  const fonts = new Set<Promise<void>>()
  const server = createServer((req, res) => {
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        if (/\.woff2$/.test(new URL(req.url ?? '/', origin).pathname)) {
          fonts.add(new Promise((sent) => res.on('finish', () => sent())))
          answer.pipe(res)
          return
        }
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          answer.pipe(res)
          return
        }
        const parts: Buffer[] = []
        answer.on('data', (part: Buffer) => parts.push(part))
        answer.on('end', async () => {
          const page = Buffer.concat(parts)
          const headEnd = page.indexOf('</head>') + '</head>'.length
          fonts.clear()
          res.write(page.subarray(0, headEnd))
          // The preloads' requests reach the proxy soon after the head; the wait ends either way.
          const asked = await waitFor(() => fonts.size >= 2, 10_000)
          await Promise.all(fonts)
          fontsBeforeEnd.set(new URL(req.url ?? '/', origin).pathname, asked)
          res.end(page.subarray(headEnd))
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
    fontsBeforeEnd,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}
