import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiOriginOf, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

// The policy the static hosts send (their files are written by src/server/host-rules.ts). A static
// host sends one header for every page, so script-src lists the hashes of every inline script in
// the built HTML.
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
