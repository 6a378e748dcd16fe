import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { STATIC_SECURITY_HEADERS, apiOriginOf, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

// The static hosts' files (public/.htaccess for Apache, public/_headers for Netlify and Cloudflare
// Pages) are templates: between these two lines the build writes the headers `npm start` sends.
// A static host sends one header for every page, so script-src lists the hashes of every inline
// script in the built HTML.
export const BEGIN = '# BEGIN security headers (written by src/server/host-headers.ts)'
export const END = '# END security headers'

/** The hashes of every inline script of the built HTML, each once, in a stable order. */
export function siteScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) for (const hash of inlineScriptHashes(readFileSync(full, 'utf8'))) hashes.add(hash)
    }
  }
  walk(clientDir)
  return [...hashes].sort()
}

/** The policy for the whole built site, with the API origin of VITE_API_URL at build time. */
export function sitePolicy(clientDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return contentSecurityPolicy({ scriptHashes: siteScriptHashes(clientDir), apiOrigin: apiOriginOf(env.VITE_API_URL) })
}

function siteHeaders(csp: string): [string, string][] {
  return [['Content-Security-Policy', csp], ...Object.entries(STATIC_SECURITY_HEADERS)]
}

// Replaces what lies between BEGIN and END (nothing in the template, the previous headers when the
// step runs again) and keeps the rest of the file as it is.
function fill(file: string, lines: string[]): void {
  const text = readFileSync(file, 'utf8')
  const begin = text.indexOf(BEGIN)
  const end = text.indexOf(END)
  if (begin < 0 || end < begin || text.indexOf(BEGIN, begin + 1) >= 0) throw new Error(`${file}: expected one "${BEGIN}" ... "${END}" block`)
  const lineStart = text.lastIndexOf('\n', begin) + 1
  const indent = text.slice(lineStart, begin)
  const body = lines.map((line) => `${indent}${line}\n`).join('')
  writeFileSync(file, `${text.slice(0, begin)}${BEGIN}\n${body}${indent}${text.slice(end)}`)
}

/** Post-build step: writes the security headers into the client folder's .htaccess and _headers. */
export function writeHostHeaders(clientDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const csp = sitePolicy(clientDir, env)
  const headers = siteHeaders(csp)
  // Apache reads the value as a double-quoted string.
  for (const [name, value] of headers) if (/["\\\n]/.test(value)) throw new Error(`${name}: a quote, backslash or newline in the value`)
  fill(join(clientDir, '.htaccess'), headers.map(([name, value]) => `Header always set ${name} "${value}"`))
  fill(join(clientDir, '_headers'), headers.map(([name, value]) => `${name}: ${value}`))
}
