import { once } from 'node:events'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { lookup } from 'mrmime'
import { rewriteLivePath } from '../live/live-routes'
import { createDemoApi, type DemoApiOptions } from './demo-api'
import { HOST_RULES } from './host-rules'
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

// The hosts' own table of types (host-rules.ts), mrmime's, and where it differs or lacks one ours; text gets its charset.
const TYPES: Record<string, string> = {
  ...HOST_RULES.types,
  xml: 'application/xml',
  ico: 'image/x-icon',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
const typeOf = (file: string) => {
  const extension = extname(file).slice(1).toLowerCase()
  const type = TYPES[extension] ?? lookup(extension) ?? 'application/octet-stream'
  return /^text\/|^application\/(json|xml)$/.test(type) ? `${type}; charset=utf-8` : type
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

export interface StartSiteOptions {
  port?: number
  root?: string // the build output folder, holding client/
  host?: string
  demoApi?: DemoApiOptions
}

// A file as the server sends it: read once, compressed once, with its page's policy.
function readToSend(file: string) {
  const body = readFileSync(file)
  const type = typeOf(file)
  const compress = COMPRESSIBLE.test(type) && body.length > 512
  return {
    body,
    type,
    br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: HOST_RULES.brotliQuality } }) : null,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    csp: type.startsWith('text/html') ? contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')) }) : null,
  }
}

export async function startSite(options: StartSiteOptions = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const clientDir = resolve(options.root ?? process.env.SERCOMP_OUT_DIR ?? 'dist', 'client')
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no built site in ${clientDir}: run the build first`)
  const api = createDemoApi(options.demoApi)
  const cache = new Map<string, ReturnType<typeof readToSend>>()
  const prepare = (file: string) => cache.get(file) ?? cache.set(file, readToSend(file)).get(file)!

  // Maps a URL path to a file inside clientDir, never outside it (a path with a NUL byte exists nowhere).
  function locate(pathname: string): string | null {
    const live = rewriteLivePath(pathname)
    const candidates = live ? [live] : [pathname, `${pathname.replace(/\/$/, '')}/index.html`, `${pathname}.html`]
    for (const candidate of candidates) {
      let file: string
      try {
        file = resolve(clientDir, `.${decodeURIComponent(candidate)}`)
      } catch {
        return null
      }
      if (file !== clientDir && !file.startsWith(clientDir + sep)) return null
      if (existsSync(file) && statSync(file).isFile()) return file
    }
    return null
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string) {
    const prepared = prepare(file)
    const accepted = String(req.headers['accept-encoding'] ?? '')
    const encoding = prepared.br && /\bbr\b/.test(accepted) ? 'br' : prepared.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null
    const body = (encoding && prepared[encoding]) ?? prepared.body
    res.writeHead(status, {
      ...STATIC_SECURITY_HEADERS,
      'Content-Type': prepared.type,
      Vary: 'Accept-Encoding',
      'Cache-Control': pathname.startsWith(HOST_RULES.assets.prefix) ? HOST_RULES.assets.cacheControl : HOST_RULES.pagesCacheControl,
      ...(prepared.csp ? { 'Content-Security-Policy': prepared.csp } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (url.pathname.startsWith('/api/')) {
        for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value)
        if (await api(req, res)) return
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return void res.writeHead(405, { ...STATIC_SECURITY_HEADERS, Allow: 'GET, HEAD' }).end()
      const file = locate(url.pathname)
      if (file) return send(req, res, 200, file, url.pathname)
      const notFound = join(clientDir, '404.html')
      if (existsSync(notFound)) return send(req, res, 404, notFound, url.pathname)
      res.writeHead(404, STATIC_SECURITY_HEADERS).end('404')
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, STATIC_SECURITY_HEADERS)
      res.end()
    })
  })

  const host = options.host ?? '127.0.0.1'
  // once() rejects on 'error' (a port in use).
  await once(server.listen(options.port ?? 3000, host), 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    close: async () => {
      server.close().closeAllConnections()
      await once(server, 'close')
    },
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000)
  startSite({ port, host: process.env.HOST ?? 'localhost' }).then(
    ({ url }) => console.log(`SERCOMP: site and demo API on ${url} (demo API under ${url}/api/)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
