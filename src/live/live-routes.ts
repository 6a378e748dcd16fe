import { decodeIdSegment } from '../api/ids'

// The shell each live route is prerendered as; hosts rewrite the live URLs to it, and the page reads the address.
export const SHELLS = {
  search: '/busca/inscricao',
  registrationReceipt: '/pagamento',
  marketReceipt: '/market/user',
} as const

const SEARCH = /^\/busca\/inscricao(?:\/([^/]+))?\/?$/
const REGISTRATION = /^\/pagamento(?:\/user\/([^/]+)\/lote\/([^/]+))?\/?$/
const MARKET = /^\/market\/user(?:\/([^/]+)\/pagamentos)?\/?$/

/** In <head>: a typed search URL (/busca/inscricao/loja) marks <html data-search-type>: the shop's texts from the first frame. */
export const SEARCH_TYPE_BEFORE_PAINT = `(function(m){if(m&&m[1])document.documentElement.setAttribute('data-search-type','')})(${String(SEARCH)}.exec(location.pathname))`

// Paths arrive still percent-encoded; an encoded "/" stays inside its segment.
export function parseSearchPath(pathname: string): { searchType: string | null } | null {
  const m = SEARCH.exec(pathname)
  return m ? { searchType: m[1] ?? null } : null
}

export function parseRegistrationReceiptPath(pathname: string): { userId: string | null; loteId: string | null } | null {
  const m = REGISTRATION.exec(pathname)
  return m ? { userId: decodeIdSegment(m[1]), loteId: decodeIdSegment(m[2]) } : null
}

export function parseMarketReceiptPath(pathname: string): { userId: string | null } | null {
  const m = MARKET.exec(pathname)
  return m ? { userId: decodeIdSegment(m[1]) } : null
}

// The live pages' one route table, for every host's rewrite rules (src/server/host-rules.ts) and `npm start`: `:name` is
// one segment (a trailing slash is accepted too); `sample`, a URL of the route for the checks (src/server/host-checks.ts).
export const LIVE_ROUTES = [
  { path: '/busca/inscricao/:type', shell: SHELLS.search, sample: '/busca/inscricao/loja' },
  { path: '/pagamento/user/:user/lote/:lote', shell: SHELLS.registrationReceipt, sample: '/pagamento/user/verificacao/lote/verificacao' },
  { path: '/market/user/:user/pagamentos', shell: SHELLS.marketReceipt, sample: '/market/user/verificacao/pagamentos' },
] as const

/** A route's path as the regular expression Apache's RewriteRule matches (no leading "/"). */
export function rewritePattern(path: string): string {
  return `^${path.slice(1).replace(/:[a-z]+/g, '[^/]+')}/?$`
}

/** The live route a URL path is one of, or undefined. */
export function liveRouteOf(pathname: string): (typeof LIVE_ROUTES)[number] | undefined {
  return LIVE_ROUTES.find((r) => new RegExp(rewritePattern(r.path)).test(pathname.replace(/^\//, '')))
}

/** The file path a live URL is served from, or null when the path is not a live URL. */
export function rewriteLivePath(pathname: string): string | null {
  const route = liveRouteOf(pathname)
  return route ? `${route.shell}/index.html` : null
}
