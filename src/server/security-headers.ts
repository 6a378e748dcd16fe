import { createHash } from 'node:crypto'

// The one source of the site's security headers: `npm start` (src/server/start.ts) sends them per
// page, and the build writes them into the static hosts' files (src/server/host-rules.ts).

/** The origin the live pages call when VITE_API_URL is an absolute URL; null when it is unset or
 * relative (same origin, already covered by 'self'). */
export function apiOriginOf(apiUrl: string | undefined): string | null {
  const value = apiUrl?.trim()
  if (!value || !URL.canParse(value)) return null
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_API_URL must be an http(s) URL: ${value}`)
  return url.origin
}

// What the site uses: its own scripts, styles (emotion writes inline <style>), images (the QR
// codes are data: URLs), the API (same origin for the demo; VITE_API_URL's origin otherwise)
// and the contact form posting to Formspree. Without an explicit apiOrigin, VITE_API_URL of the
// environment decides, as it did for the build.
export function contentSecurityPolicy(options: { scriptHashes?: string[]; apiOrigin?: string | null } = {}): string {
  const apiOrigin = options.apiOrigin === undefined ? apiOriginOf(process.env.VITE_API_URL) : options.apiOrigin
  const scripts = ["'self'", ...(options.scriptHashes ?? []).map((h) => `'${h}'`)]
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The offline programme's service worker and the web app manifest (decision 0060).
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self' https://formspree.io",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

// vike starts a client-rendered page with a small inline module script; its hash goes into
// script-src so no 'unsafe-inline' is needed. JSON data blocks are not executed and need no hash.
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}
