// Post-build step: each live shell preloads its entry and what it statically imports, a round trip sooner (decision 0065).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { SHELLS } from '../live/live-routes'
import { importsOf, reachableModules } from './module-imports'

const ENTRY = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*>\s*<\/script>/

export function withModulePreloads(html: string, readModule: (sitePath: string) => string): string {
  const script = ENTRY.exec(html)
  if (!script) return html
  // The entry, then what it imports statically, each specifier resolved from its module's folder.
  const staticImports = (path: string) => ({
    static: importsOf(readModule(path)).static.map((spec) => posix.resolve(posix.dirname(path), spec)),
    dynamic: [],
  })
  const links = reachableModules([script[1]!], staticImports)
    .filter((path) => !html.includes(`href="${path}"`))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
  return links.length === 0 ? html : html.replace(script[0], script[0] + links.join(''))
}

export function preloadLiveModules(clientDir: string): void {
  const readModule = (sitePath: string) => {
    const file = join(clientDir, sitePath)
    if (!existsSync(file)) throw new Error(`module preload: ${sitePath} is imported but not in the build`)
    return readFileSync(file, 'utf8')
  }
  for (const shell of Object.values(SHELLS)) {
    const file = join(clientDir, shell, 'index.html')
    writeFileSync(file, withModulePreloads(readFileSync(file, 'utf8'), readModule))
  }
}
