import { decodeIdSegment } from '../api/ids'

// The three live routes and the shell page each one is prerendered as. Static hosts rewrite the
// live URLs to the shells (rules generated from LIVE_ROUTES below; src/server/start.ts); the page
// then reads its parameters from window.location.
export const SHELLS = {
  search: '/busca/inscricao',
  registrationReceipt: '/pagamento',
  marketReceipt: '/market/user',
} as const

const SEARCH = /^\/busca\/inscricao(?:\/([^/]+))?\/?$/
const REGISTRATION = /^\/pagamento(?:\/user\/([^/]+)\/lote\/([^/]+))?\/?$/
const MARKET = /^\/market\/user(?:\/([^/]+)\/pagamentos)?\/?$/

/** The search's inline script, run in <head> before the first paint: on a typed search URL (the shop's,
 * /busca/inscricao/loja) it marks <html data-search-type>, and the shell shared by both searches shows
 * the shop's heading and text from the first frame (live-ui.css). */
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

// The one route table of the live pages: every host's rewrite rules are generated from it at build
// (src/server/host-rules.ts) and `npm start` serves from it. `path` is the live URL, `:name` standing
// for one segment (a trailing slash is accepted too); `sample` is a URL of the route for the checks
// (src/server/host-checks.ts). The shells themselves are ordinary prerendered folders.
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
