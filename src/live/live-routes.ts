import { decodeIdSegment } from '../api/ids'

// The three live routes and the shell page each one is prerendered as. Static hosts rewrite the
// live URLs to the shells (public/.htaccess, public/_redirects, src/server/start.ts); the page
// then reads its parameters from window.location.
export const SHELLS = {
  search: '/busca/inscricao',
  registrationReceipt: '/pagamento',
  marketReceipt: '/market/user',
} as const

const SEARCH = /^\/busca\/inscricao(?:\/([^/]+))?\/?$/
const REGISTRATION = /^\/pagamento(?:\/user\/([^/]+)\/lote\/([^/]+))?\/?$/
const MARKET = /^\/market\/user(?:\/([^/]+)\/pagamentos)?\/?$/

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

export interface Rewrite {
  /** Regular expression over the encoded path, without the leading "/" (as Apache's RewriteRule sees it). */
  pattern: string
  shell: string
}

export const REWRITES: Rewrite[] = [
  { pattern: '^busca/inscricao/[^/]+/?$', shell: SHELLS.search },
  { pattern: '^pagamento/user/[^/]+/lote/[^/]+/?$', shell: SHELLS.registrationReceipt },
  { pattern: '^market/user/[^/]+/pagamentos/?$', shell: SHELLS.marketReceipt },
]

/** The file path a live URL is served from, or null when the path is not a live URL. */
export function rewriteLivePath(pathname: string): string | null {
  const rewrite = REWRITES.find((r) => new RegExp(r.pattern).test(pathname.replace(/^\//, '')))
  return rewrite ? `${rewrite.shell}/index.html` : null
}
