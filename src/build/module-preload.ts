// Post-build step: a live page's script is a small entry file whose static imports (React DOM, the
// page's code) the browser only discovers once the entry has arrived. Each live shell lists them as
// <link rel="modulepreload"> right after its script tag, so they download together with the entry,
// one round trip sooner (decision 0065). The entry is listed too: its tag becomes the loader that
// starts it after the first paint (decision 0050), and the page should not wait a round trip more
// for the code that fills it. Static pages are left alone: their scripts are a few KB.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { SHELLS } from '../live/live-routes'
import { importsOf, reachableModules } from './module-imports'

const ENTRY = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*>\s*<\/script>/

/** Every file the entry reaches through static imports, as site paths, in the order found. */
export function staticImportGraph(readModule: (sitePath: string) => string, entry: string): string[] {
  const staticImports = (path: string) => ({
    static: importsOf(readModule(path)).static.map((spec) =>
      spec.startsWith('/') ? posix.normalize(spec) : posix.normalize(posix.join(posix.dirname(path), spec)),
    ),
    dynamic: [],
  })
  return reachableModules([entry], staticImports, { dynamic: false }).slice(1)
}

/** The page with a modulepreload link for its module script and each file that statically imports. */
export function withModulePreloads(html: string, readModule: (sitePath: string) => string): string {
  const script = ENTRY.exec(html)
  if (!script) return html
  const entry = script[1]!
  const links = [entry, ...staticImportGraph(readModule, entry)]
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
