import { createHash } from 'node:crypto'

// The site's security headers: `npm start` sends them per page, the build writes them for the hosts (host-rules.ts).

/** The origin the live pages call; null when VITE_API_URL is unset or relative (covered by 'self'). */
export function apiOriginOf(apiUrl: string | undefined): string | null {
  const value = apiUrl?.trim()
  if (!value || !URL.canParse(value)) return null
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_API_URL must be an http(s) URL: ${value}`)
  return url.origin
}

// Inline styles are emotion's, data: images the QR codes; the contact form posts to Formspree.
// Without an apiOrigin, VITE_API_URL of the environment decides, as it did for the build.
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

// Inline scripts' hashes go into script-src, so no 'unsafe-inline'; JSON data blocks never run.
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/.test(attributes) && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body = '']) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
}
