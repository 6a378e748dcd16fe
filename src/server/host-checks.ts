// What a published site must answer, host by host: the route, status, header and content-type table
// of the host tests (tests/e2e/host-*.test.ts) and of `npm run smoke -- <url>` (scripts/smoke.ts),
// derived from the route table (src/live/live-routes.ts, src/server/host-rules.ts) and from the
// site's own sitemap.xml. Plain HTTP, no browser.
import { LIVE_ROUTES, SHELLS } from '../live/live-routes'
import { HOST_RULES } from './host-rules'
import { STATIC_SECURITY_HEADERS } from './security-headers'

export interface CheckOptions {
  /** The host sends headers (Apache with mod_headers, Cloudflare Pages). Default true. */
  headers?: boolean
  /** The host compresses HTML (Apache with mod_deflate, Cloudflare Pages). Default true. */
  compression?: boolean
}

export interface CheckResult {
  check: string
  path: string
  /** false: a problem; null: not checked (the reason is in `got`). */
  ok: boolean | null
  got: string
  fix: string
}

const FIX = {
  page: 'Publique de novo todo o conteúdo de dist/client/ (npm run build:deploy) com o .htaccess; a página deve responder 200 sem redirecionar.',
  live: 'O .htaccess reescreve este endereço para a página do recibo/busca: confira se o .htaccess (arquivo oculto) foi enviado, se o mod_rewrite está ativo e se o servidor permite AllowOverride All.',
  notFound: 'O .htaccess manda 404.html com status 404 (ErrorDocument 404): envie 404.html e o .htaccess.',
  hostFile: 'O servidor entrega um arquivo de configuração: ele deve responder 403 ou 404 (negue .ht* e publique o .htaccess gerado).',
  calendar: 'Arquivos .ics devem vir como text/calendar: o .htaccess gerado tem AddType text/calendar .ics (mod_mime).',
  asset: 'Os arquivos de assets/ faltam ou vêm com o tipo errado: envie a pasta assets/ inteira do mesmo build.',
  headers: 'Cabeçalhos de segurança ausentes ou diferentes: ative o mod_headers e publique o .htaccess gerado por npm run build:deploy.',
  compression: 'HTML sem compressão: ative o mod_deflate (com mod_filter) no servidor.',
  sitemap: 'sitemap.xml ausente: publique de novo todo o conteúdo de dist/client/.',
}

interface Answer {
  status: number
  location: string | null
  type: string
  encoding: string | null
  headers: Headers
  body: string
}

async function get(base: string, path: string, follow = false): Promise<Answer> {
  const response = await fetch(base + path, { redirect: follow ? 'follow' : 'manual', headers: { 'accept-encoding': 'gzip, br' } })
  const body = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type') ?? '',
    encoding: response.headers.get('content-encoding'),
    headers: response.headers,
    body,
  }
}

const describeAnswer = (a: Answer) => `${a.status}${a.location ? ` → ${a.location}` : ''}${a.type ? ` (${a.type.split(';')[0]})` : ''}`
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null

/** The URLs a live route must answer at: its shell with and without the slash, a sample with and without. */
export function liveUrls(): { path: string; shell: string }[] {
  const urls: { path: string; shell: string }[] = []
  for (const route of LIVE_ROUTES) {
    for (const path of [route.shell, `${route.shell}/`, route.sample, `${route.sample}/`]) urls.push({ path, shell: route.shell })
  }
  return urls
}

// A few requests at a time: enough to be quick, few enough for a shared host.
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))))
  return results
}

export async function checkSite(baseUrl: string, options: CheckOptions = {}): Promise<CheckResult[]> {
  const base = baseUrl.replace(/\/+$/, '')
  const results: CheckResult[] = []
  const add = (check: string, path: string, ok: boolean | null, got: string, fix: string) => results.push({ check, path, ok, got, fix })
  const safely = async (check: string, path: string, fix: string, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      add(
        check,
        path,
        false,
        `sem resposta: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
        fix,
      )
    }
  }

  // Every page of the sitemap: 200 at its own address, the page whose canonical link is that address.
  let pages: string[] = []
  await safely('sitemap.xml', '/sitemap.xml', FIX.sitemap, async () => {
    const sitemap = await get(base, '/sitemap.xml')
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.trim())
    add(
      'sitemap.xml',
      '/sitemap.xml',
      sitemap.status === 200 && locs.length > 0,
      `${describeAnswer(sitemap)}, ${locs.length} páginas`,
      FIX.sitemap,
    )
    pages = locs
  })
  const calendars = new Set<string>()
  const assets = new Set<string>()
  await inBatches(pages, 6, (loc) => {
    const path = new URL(loc).pathname
    return safely('página do sitemap', path, FIX.page, async () => {
      const answer = await get(base, path)
      const canonical = new RegExp(`<link rel="canonical" href="${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(answer.body)
      for (const m of answer.body.matchAll(/href="(\/[^"?#]+\.ics)"/g)) calendars.add(m[1]!)
      for (const m of answer.body.matchAll(/src="(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!)
      const ok = answer.status === 200 && answer.type.startsWith('text/html') && canonical
      add(
        'página do sitemap',
        path,
        ok,
        ok ? describeAnswer(answer) : `${describeAnswer(answer)}${canonical ? '' : ', não é a página deste endereço'}`,
        FIX.page,
      )
    })
  })

  // Live pages: 200 at the address asked for (never a redirect that drops the ids), with the shell.
  const shells = new Map<string, string | null>()
  for (const shell of Object.values(SHELLS)) {
    // The shell as the host serves its own folder (following the host's redirects, if any).
    const answer = await get(base, `${shell}/`, true).catch(() => null)
    shells.set(shell, answer?.status === 200 ? answer.body : null)
  }
  await inBatches(liveUrls(), 6, ({ path, shell }) =>
    safely('página ao vivo', path, FIX.live, async () => {
      const answer = await get(base, path)
      const expected = shells.get(shell)
      const same = expected !== null && expected !== undefined && answer.body === expected
      const ok = answer.status === 200 && answer.type.startsWith('text/html') && same
      add(
        'página ao vivo',
        path,
        ok,
        ok ? describeAnswer(answer) : `${describeAnswer(answer)}${same ? '' : `, não é a página de ${shell}`}`,
        FIX.live,
      )
    }),
  )

  // Unknown paths: the site's not-found page with status 404.
  const notFoundPage = await get(base, HOST_RULES.notFoundPage, true).catch(() => null)
  const missing = `/pagina-que-nao-existe-${Date.now().toString(36)}`
  await safely('endereço desconhecido', missing, FIX.notFound, async () => {
    const answer = await get(base, missing)
    const title = titleOf(answer.body)
    const ok = answer.status === 404 && answer.type.startsWith('text/html') && title !== null && title === titleOf(notFoundPage?.body ?? '')
    add(
      'endereço desconhecido',
      missing,
      ok,
      ok ? describeAnswer(answer) : `${describeAnswer(answer)}${ok ? '' : `, título ${JSON.stringify(title)}`}`,
      FIX.notFound,
    )
  })

  // The hosts' own configuration files are not served.
  for (const name of HOST_RULES.hostFiles) {
    await safely('arquivo de configuração', `/${name}`, FIX.hostFile, async () => {
      const answer = await get(base, `/${name}`)
      const leaked = /RewriteRule|Content-Security-Policy:|\/busca\/inscricao\/:type/.test(answer.body)
      add(
        'arquivo de configuração',
        `/${name}`,
        (answer.status === 403 || answer.status === 404) && !leaked,
        describeAnswer(answer),
        FIX.hostFile,
      )
    })
  }

  // A calendar and a script the pages link to, with their types.
  const calendar = [...calendars].sort()[0]
  if (calendar)
    await safely('calendário .ics', calendar, FIX.calendar, async () => {
      const answer = await get(base, calendar)
      add(
        'calendário .ics',
        calendar,
        answer.status === 200 && answer.type.startsWith('text/calendar'),
        describeAnswer(answer),
        FIX.calendar,
      )
    })
  else add('calendário .ics', '-', null, 'nenhuma página do sitemap tem link para um .ics', FIX.calendar)
  const asset = [...assets].sort()[0]
  if (asset)
    await safely('script da página', asset, FIX.asset, async () => {
      const answer = await get(base, asset)
      add('script da página', asset, answer.status === 200 && /javascript/.test(answer.type), describeAnswer(answer), FIX.asset)
    })

  // Security headers on a page, a live page and the not-found page.
  const samples = ['/', LIVE_ROUTES[1]!.sample, missing]
  for (const path of samples) {
    if (options.headers === false) {
      add('cabeçalhos de segurança', path, null, 'não verificado (servidor sem cabeçalhos)', FIX.headers)
      continue
    }
    await safely('cabeçalhos de segurança', path, FIX.headers, async () => {
      const answer = await get(base, path)
      const wrong: string[] = []
      const csp = answer.headers.get('content-security-policy') ?? ''
      for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
        if (!csp.includes(directive)) wrong.push(`Content-Security-Policy sem ${directive}`)
      if (/script-src[^;]*'unsafe-inline'/.test(csp)) wrong.push("script-src com 'unsafe-inline'")
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
        if (answer.headers.get(name) !== value) wrong.push(`${name}: ${answer.headers.get(name) ?? 'ausente'}`)
      add('cabeçalhos de segurança', path, wrong.length === 0, wrong.length === 0 ? 'todos presentes' : wrong.join('; '), FIX.headers)
    })
  }

  // Compression of the HTML.
  if (options.compression === false) add('compressão do HTML', '/', null, 'não verificado (servidor sem compressão)', FIX.compression)
  else
    await safely('compressão do HTML', '/', FIX.compression, async () => {
      const answer = await get(base, '/')
      add(
        'compressão do HTML',
        '/',
        answer.encoding === 'gzip' || answer.encoding === 'br',
        answer.encoding ?? 'sem compressão',
        FIX.compression,
      )
    })
  // Requests run a few at a time: put each group back in the order of its list.
  const order = [...pages.map((loc) => new URL(loc).pathname), ...liveUrls().map((u) => u.path)]
  const rank = (r: CheckResult) => (r.check === 'página do sitemap' || r.check === 'página ao vivo' ? order.indexOf(r.path) : -1)
  const groups = [...new Set(results.map((r) => r.check))]
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => groups.indexOf(a.r.check) - groups.indexOf(b.r.check) || rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r)
}

/** The table `npm run smoke` prints: one line per check, then what to fix for each problem. */
export function formatReport(baseUrl: string, results: CheckResult[]): string {
  const mark = (r: CheckResult) => (r.ok === true ? 'ok' : r.ok === false ? 'FALHA' : '-')
  const rows = [['', 'verificação', 'endereço', 'resposta'], ...results.map((r) => [mark(r), r.check, r.path, r.got])]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  const lines = rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '))
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '))
  const problems = results.filter((r) => r.ok === false)
  const fixes = [...new Set(problems.map((r) => r.fix))]
  const summary = problems.length
    ? [`\n${problems.length} problema(s) em ${baseUrl}. O que corrigir:`, ...fixes.map((fix) => `- ${fix}`)]
    : [`\nTudo certo em ${baseUrl}: ${results.filter((r) => r.ok).length} verificações.`]
  return [...lines, ...summary].join('\n')
}
