// What a published site must answer, from the route table and its sitemap.xml: the host tests' and `npm run smoke`'s table.
import { inParallel } from '../images/process-images'
import { LIVE_ROUTES, SHELLS } from '../live/live-routes'
import { HOST_RULES } from './host-rules'
import { STATIC_SECURITY_HEADERS } from './security-headers'

// What the host can do (Apache with mod_headers and mod_deflate, Cloudflare Pages); both by default.
export type CheckOptions = { headers?: boolean; compression?: boolean }

export interface CheckResult {
  check: string
  path: string
  ok: boolean | null // null: not checked, the reason in `got`
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
  serviceWorker:
    'O sw.js (programação sem conexão) deve vir como JavaScript e sem cache longo: envie sw.js e manifest.webmanifest do mesmo build e o .htaccess gerado (Cache-Control: no-cache).',
}

type Answer = { status: number; type: string; headers: Headers; body: string }
type Verdict = [ok: boolean, got: string]

async function get(base: string, path: string, follow = false): Promise<Answer> {
  const response = await fetch(base + path, { redirect: follow ? 'follow' : 'manual', headers: { 'accept-encoding': 'gzip, br' } })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: await response.text(),
  }
}

const describeAnswer = (a: Answer) =>
  `${a.status}${a.headers.has('location') ? ` → ${a.headers.get('location')}` : ''}${a.type ? ` (${a.type.split(';')[0]})` : ''}`
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null
// A file the host must serve as it is, with its type.
const servedAs =
  (type: RegExp) =>
  (answer: Answer): Verdict => [answer.status === 200 && type.test(answer.type), describeAnswer(answer)]

/** A live route's shell and sample, each with and without the slash. */
export function liveUrls(): { path: string; shell: string }[] {
  return LIVE_ROUTES.flatMap((route) =>
    [route.shell, `${route.shell}/`, route.sample, `${route.sample}/`].map((path) => ({ path, shell: route.shell })),
  )
}

export async function checkSite(baseUrl: string, options: CheckOptions = {}): Promise<CheckResult[]> {
  const base = baseUrl.replace(/\/+$/, '')
  const results: CheckResult[] = []
  // One request and its verdict; a host that does not answer is a problem too, with the reason.
  const probe = async (check: string, path: string, fix: string, judge: (answer: Answer) => Verdict): Promise<CheckResult> => {
    try {
      const [ok, got] = judge(await get(base, path))
      return { check, path, ok, got, fix }
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
      return { check, path, ok: false, got: `sem resposta: ${reason}`, fix }
    }
  }
  const check = async (...args: Parameters<typeof probe>) => void results.push(await probe(...args))
  const checkEach = async <T>(items: T[], each: (item: T) => Promise<CheckResult>) =>
    void results.push(...(await inParallel(items, 6, each)))
  // A check the host cannot answer (no headers, no compression, nothing to ask for) is listed as not checked, with why.
  const checkUnless = async (skipped: string | false, ...[name, path, fix, judge]: Parameters<typeof probe>) =>
    skipped ? void results.push({ check: name, path, ok: null, got: skipped, fix }) : check(name, path, fix, judge)

  // Every page of the sitemap: 200 at its own address, the page whose canonical link is that address.
  let pages: string[] = []
  await check('sitemap.xml', '/sitemap.xml', FIX.sitemap, (sitemap) => {
    pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.trim())
    return [sitemap.status === 200 && pages.length > 0, `${describeAnswer(sitemap)}, ${pages.length} páginas`]
  })
  const calendars = new Set<string>()
  const assets = new Set<string>()
  await checkEach(pages, (loc) =>
    probe('página do sitemap', new URL(loc).pathname, FIX.page, (answer) => {
      const canonical = answer.body.includes(`<link rel="canonical" href="${loc}"`)
      for (const m of answer.body.matchAll(/href="(\/[^"?#]+\.ics)"/g)) calendars.add(m[1]!)
      for (const m of answer.body.matchAll(/src="(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!)
      const ok = answer.status === 200 && answer.type.startsWith('text/html') && canonical
      return [ok, `${describeAnswer(answer)}${canonical ? '' : ', não é a página deste endereço'}`]
    }),
  )

  // Live pages: 200 at the address asked for (never a redirect that drops the ids), with the shell.
  const shells = new Map<string, string | null>()
  for (const shell of Object.values(SHELLS)) {
    // The shell as the host serves its own folder (following the host's redirects, if any).
    const answer = await get(base, `${shell}/`, true).catch(() => null)
    shells.set(shell, answer?.status === 200 ? answer.body : null)
  }
  await checkEach(liveUrls(), ({ path, shell }) =>
    probe('página ao vivo', path, FIX.live, (answer) => {
      const same = answer.body === shells.get(shell)
      const ok = answer.status === 200 && answer.type.startsWith('text/html') && same
      return [ok, `${describeAnswer(answer)}${same ? '' : `, não é a página de ${shell}`}`]
    }),
  )

  // Unknown paths: the site's not-found page with status 404.
  const notFoundTitle = titleOf((await get(base, HOST_RULES.notFoundPage, true).catch(() => null))?.body ?? '')
  const missing = `/pagina-que-nao-existe-${Date.now().toString(36)}`
  await check('endereço desconhecido', missing, FIX.notFound, (answer) => {
    const title = titleOf(answer.body)
    const ok = answer.status === 404 && answer.type.startsWith('text/html') && title !== null && title === notFoundTitle
    return [ok, `${describeAnswer(answer)}${ok ? '' : `, título ${JSON.stringify(title)}`}`]
  })

  // The hosts' own configuration files are not served.
  for (const name of HOST_RULES.hostFiles) {
    const leaked = (body: string) => /RewriteRule|Content-Security-Policy:|\/busca\/inscricao\/:type/.test(body)
    await check('arquivo de configuração', `/${name}`, FIX.hostFile, (answer) => [
      (answer.status === 403 || answer.status === 404) && !leaked(answer.body),
      describeAnswer(answer),
    ])
  }

  // A calendar and a script the pages link to, with their types.
  const calendar = [...calendars].sort()[0]
  const noCalendar = !calendar && 'nenhuma página do sitemap tem link para um .ics'
  await checkUnless(noCalendar, 'calendário .ics', calendar ?? '-', FIX.calendar, servedAs(/^text\/calendar/))
  const asset = [...assets].sort()[0]
  if (asset) await check('script da página', asset, FIX.asset, servedAs(/javascript/))

  // A long-cached sw.js would keep visitors on an old precache list.
  for (const file of HOST_RULES.revalidated.files) {
    await check('programação sem conexão', `/${file}`, FIX.serviceWorker, (answer) => {
      const typeOk = file.endsWith('.js') ? /javascript/.test(answer.type) : /manifest\+json|application\/json/.test(answer.type)
      const cache = answer.headers.get('cache-control')
      const cacheOk = options.headers === false || (cache !== null && !/max-age=[1-9]|immutable/.test(cache))
      return [answer.status === 200 && typeOk && cacheOk, `${describeAnswer(answer)}, Cache-Control: ${cache ?? 'ausente'}`]
    })
  }

  // Security headers on a page, a live page and the not-found page.
  const noHeaders = options.headers === false && 'não verificado (servidor sem cabeçalhos)'
  for (const path of ['/', LIVE_ROUTES[1].sample, missing]) {
    await checkUnless(noHeaders, 'cabeçalhos de segurança', path, FIX.headers, (answer) => {
      const wrong: string[] = []
      const csp = answer.headers.get('content-security-policy') ?? ''
      for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
        if (!csp.includes(directive)) wrong.push(`Content-Security-Policy sem ${directive}`)
      if (/script-src[^;]*'unsafe-inline'/.test(csp)) wrong.push("script-src com 'unsafe-inline'")
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
        if (answer.headers.get(name) !== value) wrong.push(`${name}: ${answer.headers.get(name) ?? 'ausente'}`)
      return [wrong.length === 0, wrong.length === 0 ? 'todos presentes' : wrong.join('; ')]
    })
  }

  const noCompression = options.compression === false && 'não verificado (servidor sem compressão)'
  await checkUnless(noCompression, 'compressão do HTML', '/', FIX.compression, (answer) => {
    const encoding = answer.headers.get('content-encoding')
    return [encoding === 'gzip' || encoding === 'br', encoding ?? 'sem compressão']
  })
  return results
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
